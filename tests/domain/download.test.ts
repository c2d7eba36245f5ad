/** 'Descargar reservas' (docs/product.md, "Downloading the reservations"): the days of a month, the file's name, its table. */
import { describe, expect, it } from 'vitest';
import { downloadFileName, downloadTable, monthRange, type DownloadedReservation } from '../../domain/download';
import * as MSG from '../../domain/messages';

const booking = (values: Partial<DownloadedReservation> = {}): DownloadedReservation => ({
  reservationDate: '2026-11-28',
  startTime: '19:00',
  endTime: '21:00',
  hours: 2,
  status: 'ACTIVE',
  teamName: 'Los Tiburones',
  customerName: null,
  customerCellphone: null,
  note: null,
  seriesId: null,
  price: 180000,
  paid: 50000,
  refunded: 0,
  ...values,
});

describe('a download', () => {
  it('covers the whole month of any of its days, leap February and December included', () => {
    expect(monthRange('2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-02-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // The first and last years a date can name: February of year 0 has 29 days, December 9999 ends the calendar.
    expect(monthRange('0000-02-03')).toEqual({ from: '0000-02-01', to: '0000-02-29' });
    expect(monthRange('9999-12-31')).toEqual({ from: '9999-12-01', to: '9999-12-31' });
  });

  it('is named by its month, or by its first and last day', () => {
    expect(downloadFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('reservas-2026-11.csv');
    expect(downloadFileName({ from: '2026-11-01', to: '2026-11-29' })).toBe('reservas-2026-11-01-a-2026-11-29.csv');
    expect(downloadFileName({ from: '2026-11-23', to: '2026-12-06' })).toBe('reservas-2026-11-23-a-2026-12-06.csv');
  });

  it('has a row per reservation: who, what kind, what is still due (nothing on a cancelled one) and what was given back', () => {
    const [heading, team, manual, turn, canceled, cents] = downloadTable([
      booking(),
      booking({ customerName: 'Carlos Pérez', teamName: 'Carlos Pérez', customerCellphone: '3001234567', note: 'Nequi', paid: 0 }),
      booking({ customerName: 'Liga del barrio', teamName: 'Liga del barrio', customerCellphone: '3007654321', seriesId: 'abc', paid: 180000 }),
      booking({ status: 'CANCELED', reservationDate: '2026-11-29', refunded: 20000 }),
      booking({ status: 'FINISHED', price: 90000.5, paid: 0.25 }),
    ]);
    expect(heading).toEqual(Object.values(MSG.download.columns));
    expect(team).toEqual([
      '2026-11-28',
      'sábado',
      '19:00',
      '21:00',
      '2',
      'Activa',
      'Los Tiburones',
      'Equipo',
      '',
      '',
      '180000',
      '50000',
      '130000',
      '0',
    ]);
    expect(manual.slice(6)).toEqual(['Carlos Pérez', 'Reserva manual', '3001234567', 'Nequi', '180000', '0', '180000', '0']);
    expect(turn.slice(6)).toEqual(['Liga del barrio', 'Turno fijo', '3007654321', '', '180000', '180000', '0', '0']);
    expect(canceled.slice(0, 2)).toEqual(['2026-11-29', 'domingo']);
    expect(canceled.slice(5)).toEqual(['Cancelada', 'Los Tiburones', 'Equipo', '', '', '180000', '50000', '0', '20000']);
    // Cents with a decimal comma, as a Colombian spreadsheet reads them.
    expect(cents.slice(10)).toEqual(['90000,50', '0,25', '90000,25', '0']);
  });
});
