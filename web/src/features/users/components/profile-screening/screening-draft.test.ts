import type { StudentProfile } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';
import type { ScreeningOptionField } from '../../api/get-screening-options';
import {
  addEntry,
  buildUpdateBody,
  changedKeys,
  draftCompleteness,
  fieldKeyOfPath,
  toDraft,
  validateDraft,
} from './screening-draft';

let n = 0;
function field(overrides: Partial<ScreeningOptionField> & Pick<ScreeningOptionField, 'key' | 'type'>) {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    label: overrides.key,
    helpText: '',
    options: [],
    isRequired: false,
    isSystem: true,
    order: n,
    ...overrides,
  } satisfies ScreeningOptionField;
}

const fields: ScreeningOptionField[] = [
  field({
    key: 'educationLevel',
    type: 'SINGLE_CHOICE',
    isRequired: true,
    options: [
      { value: 'bachelor', label: "Bachelor's degree" },
      { value: 'master', label: "Master's degree" },
    ],
  }),
  field({
    key: 'skills',
    type: 'MULTIPLE_CHOICE',
    options: [
      { value: 'Python', label: 'Python' },
      { value: 'Leadership', label: 'Leadership' },
    ],
  }),
  field({ key: 'age', type: 'NUMBER' }),
  field({ key: 'city', type: 'TEXT', isSystem: false }),
  field({ key: 'shoeSize', type: 'NUMBER', isSystem: false }),
];

function profile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    educationLevel: null,
    experienceLevel: null,
    skills: [],
    interests: [],
    age: null,
    extra: {},
    completedAt: null,
    updatedAt: null,
    completeness: {
      filled: 0,
      total: 5,
      percentage: 0,
      missingRequired: ['educationLevel'],
      isComplete: false,
    },
    ...overrides,
  };
}

describe('profile screening draft', () => {
  it('starts from the saved answers, built-in and extra, with empty inputs for the rest', () => {
    const draft = toDraft(fields, profile({ educationLevel: 'master', age: 31, extra: { city: 'Pune' } }));
    expect(draft).toEqual({ educationLevel: 'master', skills: [], age: '31', city: 'Pune', shoeSize: '' });
    expect(toDraft(fields, undefined)).toEqual({
      educationLevel: '',
      skills: [],
      age: '',
      city: '',
      shoeSize: '',
    });
  });

  it('counts answers as the server does: blanks and empty lists are not answers', () => {
    const draft = { educationLevel: '', skills: ['Python'], age: '  ', city: 'Pune', shoeSize: '' };
    const completeness = draftCompleteness(fields, draft);
    expect(completeness).toMatchObject({ answered: 2, total: 5, percentage: 40, isComplete: false });
    expect(completeness.missingRequired.map((f) => f.key)).toEqual(['educationLevel']);
    expect(draftCompleteness(fields, { ...draft, educationLevel: 'bachelor' }).isComplete).toBe(true);
  });

  it('sends only what changed: built-in fields at the top, the others in extra, cleared ones as null', () => {
    const saved = toDraft(fields, profile({ educationLevel: 'master', age: 31, extra: { city: 'Pune' } }));
    const draft = { ...saved, age: '32', city: '  ', skills: [' Python ', 'python', 'Rust'] };
    expect(changedKeys(fields, saved, draft)).toEqual(['skills', 'age', 'city']);
    expect(buildUpdateBody(fields, saved, draft)).toEqual({
      skills: ['Python', 'Rust'],
      age: 32,
      extra: { city: null },
    });
    expect(buildUpdateBody(fields, saved, { ...saved, educationLevel: '' })).toEqual({
      educationLevel: null,
    });
    // Whitespace alone is not a change.
    expect(buildUpdateBody(fields, saved, { ...saved, city: ' Pune ' })).toEqual({});
  });

  it('checks numbers before saving: age is a whole number from 10 to 100', () => {
    const base = toDraft(fields, undefined);
    expect(validateDraft(fields, { ...base, age: '9' })).toEqual({ age: 'age' });
    expect(validateDraft(fields, { ...base, age: '101' })).toEqual({ age: 'age' });
    expect(validateDraft(fields, { ...base, age: '20.5' })).toEqual({ age: 'age' });
    expect(validateDraft(fields, { ...base, age: '10', shoeSize: '9.5' })).toEqual({});
    expect(validateDraft(fields, { ...base, shoeSize: 'big' })).toEqual({ shoeSize: 'number' });
  });

  it('finds the field a server message is about', () => {
    expect(fieldKeyOfPath('age', fields)).toBe('age');
    expect(fieldKeyOfPath('skills.2', fields)).toBe('skills');
    expect(fieldKeyOfPath('extra.city', fields)).toBe('city');
    expect(fieldKeyOfPath('extra.unknown', fields)).toBeNull();
    expect(fieldKeyOfPath('', fields)).toBeNull();
  });

  it('adds custom entries trimmed, once, preferring the preset spelled alike', () => {
    const presets = fields[1]?.options ?? [];
    expect(addEntry(['Leadership'], '  python ', presets)).toEqual(['Leadership', 'Python']);
    expect(addEntry(['Rust'], 'rust', presets)).toEqual(['Rust']);
    expect(addEntry(['Rust'], '   ', presets)).toEqual(['Rust']);
    expect(addEntry([], ' Public speaking ', presets)).toEqual(['Public speaking']);
  });
});
