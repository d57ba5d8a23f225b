import { describe, expect, it } from 'vitest';
import { filledText, fillTemplate, placeholdersIn } from '../../src/lib/placeholders';

describe('template placeholders', () => {
  it('lists each distinct placeholder once, in order of first appearance', () => {
    expect(placeholdersIn(["Hi [Boss's Name], I'm [Minutes] late.", "Sorry [Boss's Name]. [Your Name]"])).toEqual([
      "Boss's Name",
      'Minutes',
      'Your Name',
    ]);
  });

  it('fills typed values and leaves empty ones bracketed', () => {
    const text = "Hi [Boss's Name], I'm [Minutes] minutes out. [Your Name]";
    expect(filledText(text, { "Boss's Name": 'Dana', Minutes: ' 15 ' })).toBe("Hi Dana, I'm 15 minutes out. [Your Name]");
    expect(fillTemplate(text, { Minutes: '' })).toContainEqual({ placeholder: 'Minutes', value: '' });
  });
});
