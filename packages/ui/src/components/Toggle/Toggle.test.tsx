import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Toggle } from './Toggle';

function Demo({ onValid }: { onValid: (values: { hasFeature: boolean }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { hasFeature: false } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <Toggle label="Mon animal a une pathologie" {...register('hasFeature')} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('Toggle — an on/off switch on a native checkbox (SPEC §2 form fields)', () => {
  it('is a switch named by its label, off by default, with no aria-checked to fall out of step', async () => {
    const { container } = render(<Toggle label="Mon animal a une pathologie" />);
    const toggle = screen.getByRole('switch', { name: 'Mon animal a une pathologie', checked: false });
    expect(toggle.getAttribute('type')).toBe('checkbox');
    expect(toggle.hasAttribute('aria-checked')).toBe(false);
    expect(toggle.hasAttribute('aria-describedby')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns on and off with the space bar, and from a click on its label', async () => {
    const user = userEvent.setup();
    render(<Toggle label="Mon animal a une pathologie" />);
    const toggle = screen.getByRole('switch', { name: 'Mon animal a une pathologie' }) as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('switch', { checked: true })).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.checked).toBe(false);
    await user.click(screen.getByText('Mon animal a une pathologie'));
    expect(toggle.checked).toBe(true);
  });

  it('starts on with defaultChecked and reports each change through onChange', async () => {
    const onChange = vi.fn();
    const { container } = render(<Toggle label="Recevoir les rappels" defaultChecked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Recevoir les rappels', checked: true }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is described by its help text (« -aide » id, from the id it is given)', async () => {
    const { container } = render(
      <Toggle
        id="pathologie"
        label="Mon animal a une pathologie"
        description="Diabète, insuffisance rénale, allergie…"
      />,
    );
    const toggle = screen.getByRole('switch', {
      name: 'Mon animal a une pathologie',
      description: 'Diabète, insuffisance rénale, allergie…',
    });
    expect(toggle.id).toBe('pathologie');
    expect(toggle.getAttribute('aria-describedby')).toBe('pathologie-aide');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not move when disabled', async () => {
    const { container } = render(<Toggle label="Mon animal a une pathologie" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Mon animal a une pathologie' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Mon animal a une pathologie'));
    expect(toggle.checked).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('forwards its ref to the checkbox and gives react-hook-form a boolean', async () => {
    const ref = createRef<HTMLInputElement>();
    const { unmount } = render(<Toggle ref={ref} label="Mon animal a une pathologie" />);
    expect(ref.current).toBe(screen.getByRole('switch'));
    unmount();

    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Mon animal a une pathologie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ hasFeature: true });
  });
});
