// @vitest-environment happy-dom
/**
 * A whole number typed (src/components/WholeNumberInput.tsx): the form gets a number, '' when empty and NaN for a text
 * that is no number; what is typed stays as typed, a letter does not show, and the arrow keys step within the range.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { WholeNumberInput } from '../../src/components/WholeNumberInput';
import { renderView } from './setup';

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => view?.unmount());

/** The input in a form's place: `values` holds what the form was handed, in order. */
function draw(initial: number | '', values: (number | '')[]) {
  function Form() {
    const [value, setValue] = useState<number | ''>(initial);
    return (
      <WholeNumberInput
        label="Máximo de jugadores"
        min={4}
        max={30}
        value={value}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
    );
  }
  view = renderView(<Form />);
  return screen.getByLabelText('Máximo de jugadores') as HTMLInputElement;
}

it('hands the form a number, an empty text as empty, and a text that is no number as NaN, showing each as typed', () => {
  const values: (number | '')[] = [];
  const input = draw(4, values);
  expect(input.value).toBe('4');
  expect(input.inputMode).toBe('numeric');
  for (const typed of ['150', '', '25.5', '1.2.3']) fireEvent.change(input, { target: { value: typed } });
  expect(values).toEqual([150, '', 25.5, NaN]);
  expect(input.value).toBe('1.2.3');
});

it('drops what no number is written with: a letter or a sign typed does not show', () => {
  const values: (number | '')[] = [];
  const input = draw('', values);
  fireEvent.change(input, { target: { value: '1a2-' } });
  expect(input.value).toBe('12');
  expect(values).toEqual([12]);
});

it('steps by one with the arrow keys, never past the range, from its end when the text is no whole number', () => {
  const values: (number | '')[] = [];
  const input = draw(4, values);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input.value).toBe('4');
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(input.value).toBe('5');
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(input.value).toBe('4');
  fireEvent.change(input, { target: { value: '99' } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input.value).toBe('30');
  expect(values).toEqual([4, 5, '', 4, 99, 30]);
});
