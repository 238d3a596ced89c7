import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpeningHoursTag } from './OpeningHoursTag';

const hours = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    closed: weekday === 7,
    ranges: weekday === 7 ? [] : [{ open: '09:00', close: '19:00' }],
  })),
  exceptions: [{ from: '2026-12-25', closed: true }],
};

const meta = {
  title: 'Primitives/OpeningHoursTag',
  component: OpeningHoursTag,
  args: { hours, now: new Date('2026-11-24T10:00:00+01:00') },
} satisfies Meta<typeof OpeningHoursTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const ClosingSoon: Story = { args: { now: new Date('2026-11-24T18:30:00+01:00') } };
export const OpeningTomorrow: Story = { args: { now: new Date('2026-11-24T20:00:00+01:00') } };
export const OpeningAnotherDay: Story = { args: { now: new Date('2026-11-28T20:00:00+01:00') } };
export const ExceptionalClosing: Story = { args: { now: new Date('2026-12-25T10:00:00+01:00') } };
