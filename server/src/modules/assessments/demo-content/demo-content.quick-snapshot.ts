import { RESPONSE_SCALES } from '@pathwise/contract';
import type { ProfilerDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { PROMPT_TEMPLATES } from '../prompts/prompts.templates.ts';

/**
 * Demo profiler: a free few-minute taster that uses all four question types. In the first
 * category option a is always the hands-on answer, b the analytical, c the creative and d the
 * people-centred one, so the most chosen letter is the result. Text written for Pathwise.
 */

const template = PROMPT_TEMPLATES['quick-snapshot'];

export const quickCareerSnapshot: ProfilerDraft = {
  seedKey: 'demo-quick-snapshot',
  title: 'Quick Career Snapshot',
  description: 'A free few-minute taster: see which way of working suits you and where to look next.',
  assessmentDescription: `Short on time? Answer ten quick questions about what you enjoy and how you like to work, and get an instant snapshot of your working style with a suggestion of what to explore next.

There are multiple-choice, rating and yes/no questions, plus one question you answer in your own words. Go with your first instinct: there are no right or wrong answers.

When you want the full picture, the Career Interest Profiler and the Work Style & Personality Profiler go deeper.`,
  isFree: true,
  currency: 'INR',
  targeting: {
    targetEducationLevels: ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'],
    targetExperienceLevels: ['student', 'entry', 'mid', 'senior', 'executive'],
    targetInterests: ['Technology', 'Healthcare', 'Education', 'Design', 'Engineering', 'Sales'],
    minAge: 13,
    priority: 90,
  },
  categories: [
    {
      title: 'What draws you',
      description: 'Four everyday choices that show the kind of work you lean towards.',
      questions: [
        {
          text: 'It is a free Saturday afternoon. What are you most likely to do?',
          type: 'MULTIPLE_CHOICE',
          options: [
            'Fix or build something around the house',
            'Read up on a topic that fascinates you',
            'Draw, write, cook or make music',
            'Meet friends or help someone out',
          ],
        },
        {
          text: 'Which subject did you enjoy most at school or in training?',
          type: 'MULTIPLE_CHOICE',
          options: [
            'Technology, workshop or sport',
            'Science or mathematics',
            'Art, music or literature',
            'Languages, history or social studies',
          ],
        },
        {
          text: 'In a group project, which part would you pick?',
          type: 'MULTIPLE_CHOICE',
          options: [
            'Building the model or prototype',
            'Researching the facts',
            'Designing how it looks',
            'Presenting it and answering questions',
          ],
        },
        {
          text: 'Which compliment would please you most?',
          type: 'MULTIPLE_CHOICE',
          options: [
            '"You can fix anything."',
            '"You always get to the bottom of things."',
            '"You have such original ideas."',
            '"You really understand people."',
          ],
          explanation: 'Pick the one you would be proudest to hear, not the one you hear most often.',
        },
      ],
      resultConfigs: [
        {
          optionValue: 'a',
          resultLabel: 'Hands-on doer',
          resultDescription:
            'You like to see and touch the results of your work. Practical fields such as engineering, the trades, healthcare technology or sport may suit you.',
        },
        {
          optionValue: 'b',
          resultLabel: 'Curious analyst',
          resultDescription:
            'You enjoy understanding how things work and solving puzzles. Science, data, technology and research are worth a closer look.',
        },
        {
          optionValue: 'c',
          resultLabel: 'Creative maker',
          resultDescription:
            'You express yourself through ideas, images, words or sound. Design, media, writing and the arts may suit you.',
        },
        {
          optionValue: 'd',
          resultLabel: 'People person',
          resultDescription:
            'You are at your best with others: teaching, caring, advising or leading. Education, healthcare, sales and management are good places to start.',
        },
        {
          optionValue: 'e',
          resultLabel: 'All-rounder',
          resultDescription:
            'Your answers spread across several styles. Broad interests are a strength: the full Career Interest Profiler can help you narrow them down.',
        },
      ],
    },
    {
      title: 'How you like to work',
      description: 'A few statements and yes/no questions about your preferred way of working.',
      questions: [
        {
          text: 'I enjoy taking charge when a group needs direction.',
          type: 'RATING',
          options: [...RESPONSE_SCALES.agreement],
          traitType: 'Leadership',
        },
        {
          text: 'I like coming up with ideas nobody has tried before.',
          type: 'RATING',
          options: [...RESPONSE_SCALES.agreement],
          traitType: 'Creative',
        },
        {
          text: 'I enjoy digging into numbers or facts to find an answer.',
          type: 'RATING',
          options: [...RESPONSE_SCALES.agreement],
          traitType: 'Analytical',
        },
        {
          text: 'Would you enjoy a job where you help people face to face every day?',
          type: 'YES_NO',
          traitType: 'Supportive',
        },
        {
          text: 'Would you be happy working mostly with your hands or with tools?',
          type: 'YES_NO',
          traitType: 'Practical',
        },
      ],
    },
    {
      title: 'In your own words',
      description: 'One open question, so that your snapshot can point you somewhere specific.',
      questions: [
        {
          text: 'Which job or field are you curious about right now, and why?',
          type: 'TEXT',
          explanation: 'A sentence or two is plenty.',
          example: 'Game design, because I love building levels for my friends.',
        },
      ],
    },
  ],
  prompt: { promptText: template.template, systemPrompt: template.systemPrompt },
};
