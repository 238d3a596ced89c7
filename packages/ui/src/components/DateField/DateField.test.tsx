import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

describe('DateField — SPEC §5 "Date input stores an ISO timestamp"', () => {
  it('shows the day of an ISO timestamp and gives back an ISO timestamp', () => {
    const onChange = vi.fn();
    render(<DateField label="Date de naissance" value="1985-06-30T00:00:00.000Z" onChange={onChange} />);
    const input = screen.getByLabelText('Date de naissance') as HTMLInputElement;
    expect(input.value).toBe('1985-06-30');
    fireEvent.change(input, { target: { value: '1990-02-14' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-02-14T00:00:00.000Z');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says what the date is for autofill (WCAG 1.3.5): `autoComplete="bday"` for one’s own birth date', () => {
    render(<DateField label="Date de naissance" autoComplete="bday" value={null} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Date de naissance').getAttribute('autocomplete')).toBe('bday');
  });
});
