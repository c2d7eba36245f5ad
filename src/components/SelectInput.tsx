/**
 * A choice among a few options (a document type, an hour, a payment method): the phone's own picker, drawn as
 * Mantine's inputs are, on its InputBase with a chevron. Mantine's NativeSelect is the same select, but draws its
 * chevron with the Combobox's code and stylesheet (about 2.5 KB gzip), which a native select has no use for.
 */
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Props = InputBaseProps & Omit<ComponentPropsWithoutRef<'select'>, keyof InputBaseProps | 'children'> & { data: readonly SelectOption[] };

export function SelectInput({ data, error, ...props }: Props) {
  return (
    <InputBase
      component="select"
      pointer
      error={error}
      rightSection={<IconSelector size={18} aria-hidden color={error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-6)'} />}
      rightSectionPointerEvents="none"
      {...props}
    >
      {data.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
