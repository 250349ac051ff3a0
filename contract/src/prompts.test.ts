import { describe, expect, it } from 'vitest';
import {
  CreatePromptBodySchema,
  renderPrompt,
  UpdatePromptBodySchema,
  unknownPlaceholders,
} from './prompts.ts';

describe('unknownPlaceholders', () => {
  it('lists each unknown name once, ignoring spaces inside the braces', () => {
    expect(unknownPlaceholders('Hi {{name}}, {{ age }}: {{foo}} and {{foo}}, {{ bar baz }}')).toEqual([
      'foo',
      'bar baz',
    ]);
  });

  it('finds nothing in text without placeholders or with known ones only', () => {
    expect(unknownPlaceholders('Plain text, {single} braces')).toEqual([]);
    expect(unknownPlaceholders('{{name}} took {{assessmentTitle}} with {{skills}}')).toEqual([]);
  });
});

describe('renderPrompt', () => {
  it('fills known placeholders, with or without inner spaces', () => {
    expect(
      renderPrompt('{{name}} ({{ age }}) took {{assessmentTitle}}', {
        name: 'Asha',
        age: 29,
        assessmentTitle: 'Compass',
      }),
    ).toBe('Asha (29) took Compass');
  });

  it("writes 'not given' for a known placeholder without a value", () => {
    expect(renderPrompt('{{name}}, {{age}}, {{skills}}', { name: null, skills: '' })).toBe(
      'not given, not given, not given',
    );
  });

  it('keeps 0 as a value and leaves unknown placeholders as written', () => {
    expect(renderPrompt('{{age}} {{ mystery }}', { age: 0 })).toBe('0 {{ mystery }}');
  });
});

describe('prompt bodies', () => {
  const firstMessage = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)[0];

  it('requires non-blank prompt text with the spec message', () => {
    expect(firstMessage(CreatePromptBodySchema.safeParse({ promptText: '   ' }))).toBe(
      'promptText: Assessment ID and prompt text are required',
    );
    expect(firstMessage(CreatePromptBodySchema.safeParse({}))).toBe(
      'promptText: Assessment ID and prompt text are required',
    );
  });

  it('names the unknown placeholders, in the prompt and in the system prompt', () => {
    expect(firstMessage(CreatePromptBodySchema.safeParse({ promptText: '{{nope}} {{bad}}' }))).toBe(
      'promptText: Unknown placeholders: {{nope}}, {{bad}}',
    );
    expect(
      firstMessage(CreatePromptBodySchema.safeParse({ promptText: 'ok', systemPrompt: 'As {{role}}' })),
    ).toBe('systemPrompt: Unknown placeholder: {{role}}');
  });

  it('trims, and turns a blank system prompt into none (the default is then used)', () => {
    expect(CreatePromptBodySchema.parse({ promptText: ' Hi {{name}} ', systemPrompt: '  ' })).toEqual({
      promptText: 'Hi {{name}}',
      systemPrompt: null,
    });
  });

  it('on update, leaves an omitted system prompt alone and clears a blank one', () => {
    expect(UpdatePromptBodySchema.parse({ promptText: 'x' })).toEqual({ promptText: 'x' });
    expect(UpdatePromptBodySchema.parse({ systemPrompt: '' })).toEqual({ systemPrompt: null });
  });
});
