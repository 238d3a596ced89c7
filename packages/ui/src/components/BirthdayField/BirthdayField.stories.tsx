import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BirthdayField, type BirthdayFieldProps } from './BirthdayField';

/** The field with its value in state, as a form would hold it. */
function Stateful(props: Omit<BirthdayFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <BirthdayField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Champs/BirthdayField',
  component: BirthdayField,
  render: (args) => <Stateful {...args} />,
  args: {
    onChange: () => {},
    legend: 'Date de naissance de Praline',
    today: '2026-11-21',
    value: { in_date: true, birthday: '2022-03-14' },
  },
} satisfies Meta<typeof BirthdayField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExactDate: Story = {};
export const Age: Story = { args: { value: { in_date: false, birthday_years: 2, birthday_months: 3 } } };
export const Invalid: Story = {
  args: {
    value: { in_date: true, birthday: '1969-12-31' },
    errors: { birthday: 'La date de naissance ne peut pas être antérieure au 01/01/1970.' },
  },
};
