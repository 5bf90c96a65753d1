import { dailyRunDueFor, daysToCover, MAX_CATCH_UP_DAYS, reminderDueWithin } from './daily-run';

describe('the daily partner run catches up', () => {
  it.each([
    ['2026-12-10', 8, '2026-12-09'],
    ['2026-12-10', 9, '2026-12-10'],
    ['2026-12-10', 11, '2026-12-10'],
    ['2027-01-01', 3, '2026-12-31'],
  ])('on %s at %i h the run due is the one of %s', (date, hour, due) => {
    expect(dailyRunDueFor(date, hour)).toBe(due);
  });

  it('covers every day after the last completed run, oldest first', () => {
    expect(daysToCover('2026-12-07', '2026-12-10')).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
  });

  it('covers the day alone when nothing was missed, nothing is known, or the last run is later', () => {
    expect(daysToCover('2026-12-09', '2026-12-10')).toEqual(['2026-12-10']);
    expect(daysToCover(null, '2026-12-10')).toEqual(['2026-12-10']);
    expect(daysToCover('2026-12-12', '2026-12-10')).toEqual(['2026-12-10']);
  });

  it(`looks back at most ${MAX_CATCH_UP_DAYS} days`, () => {
    const days = daysToCover('2026-01-01', '2026-12-10');
    expect(days).toHaveLength(MAX_CATCH_UP_DAYS);
    expect(days.at(-1)).toBe('2026-12-10');
    expect(days[0]).toBe('2026-11-10');
  });

  it('sends the reminder of the most recent day that had one', () => {
    // Due on the 15th: upcoming on the 12th, 1 day late on the 16th.
    expect(reminderDueWithin('2026-12-15', ['2026-12-11', '2026-12-12', '2026-12-13'])).toBe('upcoming');
    expect(reminderDueWithin('2026-12-15', ['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17'])).toBe('overdue-1');
    expect(reminderDueWithin('2026-12-15', ['2026-12-13', '2026-12-14'])).toBeNull();
    expect(reminderDueWithin('2026-12-15', ['2027-01-14'])).toBe('overdue-30');
  });
});
