/** 'Repetir cada semana' of 'Reserva manual', and the turn's weeks once it is checked. */
import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { WholeNumberInput } from '../../components/WholeNumberInput';

interface Props {
  repeat: boolean;
  weeks: number | '';
  error: ReactNode;
  onRepeat: (repeat: boolean) => void;
  onWeeks: (weeks: number | '') => void;
}

export function RepeatFields({ repeat, weeks, error, onRepeat, onWeeks }: Props) {
  return (
    <Group align="flex-end" gap="md">
      <Checkbox label={MSG.reservation.repeatWeekly} checked={repeat} onChange={(event) => onRepeat(event.currentTarget.checked)} />
      {repeat && (
        <WholeNumberInput
          label={MSG.reservation.weeksLabel}
          // A number out of range is said ('de 2 a 26 semanas'), never changed behind the owner's back.
          min={SERIES_MIN_WEEKS}
          max={SERIES_MAX_WEEKS}
          w={170}
          value={weeks}
          onChange={onWeeks}
          error={error}
        />
      )}
    </Group>
  );
}
