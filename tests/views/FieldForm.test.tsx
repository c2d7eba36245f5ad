// @vitest-environment happy-dom
/**
 * The field form of a field open until midnight (docs/product.md, "Validation"): the time input gives 12:00
 * a. m. as 00:00, which closes the day at 24:00, so 'Desde' offers the hours up to 11:00 p. m. and the form
 * saves 24:00; a saved 24:00 comes back into the time input as 00:00.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { FieldForm, fieldFormInputOf } from '../../src/features/fields/FieldForm';
import { actAsync, renderView, spaced } from './setup';

const saved = {
  name: 'La Bombonera',
  address: 'Cra 3 #8-45',
  city: 'Cartagena',
  hourlyRate: 80000,
  nightRate: 100000,
  nightFrom: '23:00',
  weekendRate: null,
  bookingHorizonDays: 60,
  openingHour: '16:00',
  closingHour: '24:00',
  status: 'ACTIVE',
};

// Each form keeps its unsaved input under its own key, so that no test's input opens in another's form.
let keys = 0;
const nextKey = () => `view-test-${keys++}`;

describe('field form, open until midnight', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it('shows 24:00 as 00:00, offers "Desde" up to 11:00 p. m. and saves 24:00', async () => {
    const onSubmit = vi.fn();
    view = renderView(<FieldForm draftKey={nextKey()} initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={onSubmit} />);
    const closing = screen.getByLabelText<HTMLSelectElement>(/Hora de cierre/);
    expect(closing.value).toBe('00:00');
    // The hours in the product's words, whatever the browser's language: no '12:00 AM'.
    expect(closing.selectedOptions[0].textContent).toBe(MSG.rates.midnight);
    expect(spaced(screen.getByLabelText<HTMLSelectElement>(/Hora de apertura/).selectedOptions[0].textContent)).toBe('4:00 p. m.');
    const desde = screen.getByLabelText<HTMLSelectElement>(new RegExp(`^${MSG.rates.nightFromLabel}`));
    // The first choice is no hour (the night rate taken away), then the whole hours within opening hours.
    const [none, ...options] = [...desde.options].map((o) => spaced(o.textContent));
    expect(none).toBe(MSG.rates.chooseHour);
    expect(options.at(0)).toBe('5:00 p. m.');
    expect(options.at(-1)).toBe('11:00 p. m.');
    expect(options).toHaveLength(7);
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ openingHour: '16:00', closingHour: '24:00', nightFrom: '23:00' }));
  });
});

describe('field form, hours', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it('offers every half hour, keeps a saved time off the half hours listed and chosen, and saves what is chosen', async () => {
    const onSubmit = vi.fn();
    view = renderView(
      <FieldForm
        draftKey={nextKey()}
        initialValues={fieldFormInputOf({ ...saved, openingHour: '06:15' })}
        editing
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    const opening = screen.getByLabelText<HTMLSelectElement>(/Hora de apertura/);
    const labels = [...opening.options].map((o) => spaced(o.textContent));
    expect(labels.slice(0, 3)).toEqual([MSG.rates.chooseHour, '12:00 a. m.', '12:30 a. m.']);
    expect(labels).toContain('6:15 a. m.');
    expect(labels.indexOf('6:15 a. m.')).toBe(labels.indexOf('6:00 a. m.') + 1);
    expect(opening.value).toBe('06:15');
    await actAsync(async () => {
      fireEvent.change(opening, { target: { value: '07:30' } });
    });
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ openingHour: '07:30', closingHour: '24:00' }));
  });
});

describe('field form, rates in pesos', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it("reads '120.000' and '130,000' as typed by a Colombian as whole pesos, not as $ 120 and $ 130", async () => {
    const onSubmit = vi.fn();
    view = renderView(<FieldForm draftKey={nextKey()} initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const night = screen.getByLabelText<HTMLInputElement>(MSG.rates.nightLabel);
    await user.clear(night);
    await user.type(night, '120.000');
    const weekend = screen.getByLabelText<HTMLInputElement>(MSG.rates.weekendLabel);
    await user.clear(weekend);
    await user.type(weekend, '130,000');
    await user.tab();
    // Once left, each reads as the amount it is.
    expect(night.value).toBe(formatPesos(120000));
    expect(weekend.value).toBe(formatPesos(130000));
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ nightRate: 120000, weekendRate: 130000 }));
  });

  it("reads a pasted or autofilled '95,000' or '$ 95.000' as whole pesos too", async () => {
    const onSubmit = vi.fn();
    view = renderView(<FieldForm draftKey={nextKey()} initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const day = screen.getByLabelText<HTMLInputElement>(MSG.rates.dayLabel, { exact: false });
    await user.clear(day);
    await user.paste('95,000');
    const night = screen.getByLabelText<HTMLInputElement>(MSG.rates.nightLabel);
    await user.clear(night);
    await user.paste('$ 120.000');
    // An autofill sets the whole value at once.
    const weekend = screen.getByLabelText<HTMLInputElement>(MSG.rates.weekendLabel);
    fireEvent.change(weekend, { target: { value: '130,000' } });
    fireEvent.blur(weekend);
    await user.click(day);
    await user.tab();
    expect([day.value, night.value, weekend.value].map(spaced)).toEqual(['$ 95.000', '$ 120.000', '$ 130.000']);
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ hourlyRate: 95000, nightRate: 120000, weekendRate: 130000 }));
  });
});

describe('field form, what is no amount of pesos', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it.each(['95.000,50', '95000,5', '95k', '9.50'])("'%s' is said to be no amount, never saved as another number", async (typed) => {
    const onSubmit = vi.fn();
    view = renderView(<FieldForm draftKey={nextKey()} initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const day = screen.getByLabelText<HTMLInputElement>(MSG.rates.dayLabel, { exact: false });
    await user.clear(day);
    await user.type(day, typed);
    await user.tab();
    expect(day.value).toBe(typed);
    // Said once the input is left (after the form's short wait, formValidation.ts CHECK_ON_LEAVE).
    expect(await screen.findByText(MSG.validation.pesosWhole)).toBeTruthy();
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("field form, the night rate's 'Desde'", () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it("reads 'Opcional' without a night rate, and required ('Elige una hora') as soon as one is typed", async () => {
    view = renderView(
      <FieldForm
        draftKey={nextKey()}
        initialValues={fieldFormInputOf({ ...saved, nightRate: null, nightFrom: null })}
        editing
        submitting={false}
        onSubmit={vi.fn()}
      />,
    );
    const desde = () => screen.getByLabelText<HTMLSelectElement>(new RegExp(`^${MSG.rates.nightFromLabel}`));
    expect(desde().required).toBe(false);
    expect([desde().value, desde().selectedOptions[0].textContent]).toEqual(['', MSG.rates.optional]);
    await userEvent.type(screen.getByLabelText(MSG.rates.nightLabel), '100000');
    expect(desde().required).toBe(true);
    expect(desde().selectedOptions[0].textContent).toBe(MSG.rates.chooseHour);
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(await screen.findByText(MSG.validation.nightFromRequired)).toBeTruthy();
  });

  it("says at once, not on saving, that a new closing hour leaves 'Desde' outside the hours, and stops saying it once mended", async () => {
    const onSubmit = vi.fn();
    view = renderView(<FieldForm draftKey={nextKey()} initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={onSubmit} />);
    const desde = screen.getByLabelText<HTMLSelectElement>(new RegExp(`^${MSG.rates.nightFromLabel}`));
    expect(desde.value).toBe('23:00');
    await actAsync(async () => {
      fireEvent.change(screen.getByLabelText(/Hora de cierre/), { target: { value: '22:00' } });
    });
    expect(await screen.findByText(MSG.validation.nightFromOutsideHours)).toBeTruthy();
    expect(desde.getAttribute('aria-invalid')).toBe('true');
    await actAsync(async () => {
      fireEvent.change(screen.getByLabelText(/Hora de cierre/), { target: { value: '00:00' } });
    });
    expect(screen.queryByText(MSG.validation.nightFromOutsideHours)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('field form, unsaved input', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());
  const nameInput = () => screen.getByLabelText<HTMLInputElement>(/Nombre de la cancha/);

  it('opens again with what was typed and says so; Descartar cambios puts the saved values back for good', async () => {
    const initial = fieldFormInputOf(saved);
    view = renderView(<FieldForm draftKey="kept" initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
    expect(screen.queryByText(MSG.field.draftRestored)).toBeNull();
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'La Bombonera Norte');
    view.unmount();

    view = renderView(<FieldForm draftKey="kept" initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
    expect(nameInput().value).toBe('La Bombonera Norte');
    expect(screen.getByText(MSG.field.draftRestored)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.field.discardDraft }));
    expect(nameInput().value).toBe('La Bombonera');
    expect(screen.queryByText(MSG.field.draftRestored)).toBeNull();
    view.unmount();

    view = renderView(<FieldForm draftKey="kept" initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
    expect(nameInput().value).toBe('La Bombonera');
    expect(screen.queryByText(MSG.field.draftRestored)).toBeNull();
  });

  it('brings back only what was changed here: a change saved meanwhile elsewhere stays', async () => {
    view = renderView(<FieldForm draftKey="elsewhere" initialValues={fieldFormInputOf(saved)} editing submitting={false} onSubmit={vi.fn()} />);
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'La Bombonera Norte');
    view.unmount();
    // Saved from a phone meanwhile: another city and another closing time.
    const savedElsewhere = fieldFormInputOf({ ...saved, city: 'Barranquilla', closingHour: '22:00' });
    view = renderView(<FieldForm draftKey="elsewhere" initialValues={savedElsewhere} editing submitting={false} onSubmit={vi.fn()} />);
    expect(nameInput().value).toBe('La Bombonera Norte');
    expect(screen.getByLabelText<HTMLInputElement>(/Ciudad/).value).toBe('Barranquilla');
    expect(screen.getByLabelText<HTMLSelectElement>(/Hora de cierre/).value).toBe('22:00');
  });

  it('keeps nothing once the input is the saved values again, and ignores a draft it cannot read', async () => {
    const initial = fieldFormInputOf(saved);
    view = renderView(<FieldForm draftKey="reverted" initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
    await userEvent.type(nameInput(), ' X');
    await userEvent.type(nameInput(), '{Backspace}{Backspace}');
    view.unmount();
    sessionStorage.setItem('canchas:draft:broken', '{"name": ');
    sessionStorage.setItem('canchas:draft:odd', JSON.stringify({ name: { text: 'no' }, city: 'Santa Marta', unknown: 'x' }));
    for (const key of ['reverted', 'broken']) {
      view = renderView(<FieldForm draftKey={key} initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
      expect(nameInput().value).toBe('La Bombonera');
      expect(screen.queryByText(MSG.field.draftRestored)).toBeNull();
      view.unmount();
    }
    // Of a draft from another version of the form, only its fields' text and numbers come back.
    view = renderView(<FieldForm draftKey="odd" initialValues={initial} editing submitting={false} onSubmit={vi.fn()} />);
    expect(nameInput().value).toBe('La Bombonera');
    expect(screen.getByLabelText<HTMLInputElement>(/Ciudad/).value).toBe('Santa Marta');
  });
});
