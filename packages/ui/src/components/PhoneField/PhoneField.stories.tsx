import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

/** The field with its value in state, as `Controller` would hold it. */
function Stateful(props: Omit<PhoneFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Champs/PhoneField',
  component: PhoneField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Téléphone mobile', value: '', onChange: () => {} },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const France: Story = { args: { value: '+33612345678' } };
export const Belgium: Story = { args: { value: '+32470123456' } };
export const Luxembourg: Story = { args: { value: '+352621123456' } };
export const Germany: Story = { args: { value: '+4915123456789' } };
export const Italy: Story = { args: { value: '+393123456789' } };
export const Invalid: Story = { args: { value: '12', error: 'Le champ mobile est invalide' } };
/** Beside a Belgian address: the field starts in Belgium, « 0470 12 34 56 » is stored +32470123456. */
export const FollowsAddressCountry: Story = { args: { followCountry: 'BE' } };
