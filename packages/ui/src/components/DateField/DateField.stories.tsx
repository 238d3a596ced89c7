import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateField, type DateFieldProps } from './DateField';

function Stateful(props: Omit<DateFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <DateField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Champs/DateField',
  component: Stateful,
  args: { label: 'Date de naissance', value: null },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '1985-06-30T00:00:00.000Z' } };
export const Invalid: Story = {
  args: { value: '2030-01-01T00:00:00.000Z', error: 'La date de naissance doit être dans le passé.' },
};
