import { slideIndexForKey, slideIndexFromScroll, slideStepOfKey } from './slide-navigation';

describe('slide shown for a scroll position', () => {
  it.each([
    [0, 0],
    [399, 0],
    [400, 1],
    [800, 1],
    [1199, 1],
    [1200, 2],
    [8000, 10],
  ])('at scrollTop %i of an 800 px viewport it is slide %i', (scrollTop, expected) => {
    expect(slideIndexFromScroll(scrollTop, 800, 11)).toBe(expected);
  });

  it('never goes past the last slide when the page bounces at the end', () => {
    expect(slideIndexFromScroll(50_000, 740, 11)).toBe(10);
  });

  it('stays on the first slide for a negative (overscrolled) position', () => {
    expect(slideIndexFromScroll(-120, 740, 11)).toBe(0);
  });

  it('answers the first slide before the viewport has a height or while there are no slides', () => {
    expect(slideIndexFromScroll(300, 0, 11)).toBe(0);
    expect(slideIndexFromScroll(300, 800, 0)).toBe(0);
  });
});

describe('keyboard navigation between slides', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 4, 5],
    ['PageDown', 4, 5],
    ['ArrowUp', 4, 3],
    ['PageUp', 1, 0],
  ])('%s from slide %i goes to slide %i', (key, current, expected) => {
    expect(slideIndexForKey(key, current, 11)).toBe(expected);
  });

  it('does not move before the first or after the last slide', () => {
    expect(slideIndexForKey('ArrowUp', 0, 11)).toBeNull();
    expect(slideIndexForKey('ArrowDown', 10, 11)).toBeNull();
  });

  it.each(['ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Tab', 'a'])('ignores the %p key', (key) => {
    expect(slideIndexForKey(key, 3, 11)).toBeNull();
    expect(slideStepOfKey(key)).toBe(0);
  });

  it('gives the direction of the keys that move', () => {
    expect(slideStepOfKey('ArrowDown')).toBe(1);
    expect(slideStepOfKey('ArrowUp')).toBe(-1);
  });
});
