/**
 * A list's pages (docs/product.md, "Screens": the reservations and the players), named in Spanish for
 * screen readers: Mantine's arrows are icons with no name of their own, and its numbers read as bare digits.
 */
import { Pagination } from '@mantine/core';
import * as MSG from '../../domain/messages';

interface Props {
  /** What the pages are of, e.g. 'Páginas de reservas': the name of the navigation region. */
  label: string;
  total: number;
  /** The page shown, from 1. */
  value: number;
  onChange: (page: number) => void;
}

export function Pages({ label, total, value, onChange }: Props) {
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? MSG.general.previousPage : MSG.general.nextPage })}
        getItemProps={(page) => ({ 'aria-label': MSG.general.page(page) })}
      />
    </nav>
  );
}
