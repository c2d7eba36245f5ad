// @vitest-environment happy-dom
/**
 * A choice on the phone's own picker (src/components/SelectInput.tsx): a select named by its label, with its options in
 * order, one that may not be chosen disabled, the chosen value handed to the form, and the form's message said as the
 * select's error.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { SelectInput } from '../../src/components/SelectInput';
import { renderView } from './setup';

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => view?.unmount());

const HOURS = [
  { value: '', label: 'Elige una hora', disabled: true },
  { value: '18:00', label: '6:00 p. m.' },
  { value: '19:00', label: '7:00 p. m.' },
];

function Form({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <SelectInput
      label="Desde"
      required
      data={HOURS}
      value={value}
      error={value === '' ? 'Elige la hora desde la que rige la tarifa nocturna.' : undefined}
      onChange={(event) => {
        chosen.push(event.currentTarget.value);
        setValue(event.currentTarget.value);
      }}
    />
  );
}

it('lists its options under its label, hands the form the chosen value, and says the form’s message until one is chosen', () => {
  const chosen: string[] = [];
  view = renderView(<Form chosen={chosen} />);
  const select = screen.getByRole('combobox', { name: /Desde/ }) as HTMLSelectElement;
  expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([
    ['Elige una hora', true],
    ['6:00 p. m.', false],
    ['7:00 p. m.', false],
  ]);
  expect(select.required).toBe(true);
  expect(select.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Elige la hora desde la que rige la tarifa nocturna.')).toBeTruthy();

  fireEvent.change(select, { target: { value: '19:00' } });
  expect(chosen).toEqual(['19:00']);
  expect(select.value).toBe('19:00');
  expect(select.getAttribute('aria-invalid')).not.toBe('true');
  expect(screen.queryByText('Elige la hora desde la que rige la tarifa nocturna.')).toBeNull();
});
