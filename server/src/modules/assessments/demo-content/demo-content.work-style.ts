import { RESPONSE_SCALES } from '@pathwise/contract';
import type { CategoryDraft, ProfilerDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { PROMPT_TEMPLATES } from '../prompts/prompts.templates.ts';

/**
 * Demo profiler: five work-style traits of our own (custom trait types, created on import), each
 * measured by six agreement statements, some reverse-scored so that agreeing with everything does
 * not inflate a score. Text written for Pathwise.
 *
 * No section results: a category's result is the answer letter chosen most often (spec), and with
 * reverse-scored statements the letter picked is the opposite of what it adds to the score, so a
 * graded label could contradict the bar beside it. The report leads with the strongest traits.
 */

type Statement = { text: string; reversed?: boolean };
type Trait = {
  name: string;
  description: string;
  statements: Statement[];
};

const TRAITS: Trait[] = [
  {
    name: 'Curiosity',
    description: 'How much you are drawn to new ideas, questions and ways of doing things.',
    statements: [
      { text: 'I like to explore ideas that have nothing to do with my work or studies.' },
      { text: 'When I learn something new, I want to know how it connects to what I already know.' },
      { text: 'I enjoy trying a different way of doing a familiar task.' },
      { text: 'I prefer to stick to topics I already understand.', reversed: true },
      { text: 'I ask a lot of questions when I meet someone with an unusual job.' },
      { text: 'New theories and abstract ideas rarely hold my attention.', reversed: true },
    ],
  },
  {
    name: 'Diligence',
    description: 'How you plan, follow through and look after the details of your work.',
    statements: [
      { text: 'I finish what I start, even when the task gets dull.' },
      { text: 'I plan my week before it begins.' },
      { text: 'I often leave things until the last minute.', reversed: true },
      { text: 'I check my work carefully before I hand it in.' },
      { text: 'My desk, files or inbox are usually in a muddle.', reversed: true },
      { text: 'People can count on me to do what I said I would.' },
    ],
  },
  {
    name: 'Composure',
    description: 'How you handle pressure, setbacks and uncertainty.',
    statements: [
      { text: 'I stay calm when plans change at short notice.' },
      { text: 'Small setbacks can spoil my whole day.', reversed: true },
      { text: 'I can think clearly under pressure.' },
      { text: 'I often worry about things that might go wrong.', reversed: true },
      { text: 'Criticism stings, but I get over it quickly.' },
      { text: 'I get irritated when things do not go my way.', reversed: true },
    ],
  },
  {
    name: 'Sociability',
    description: 'How much energy you draw from being with other people.',
    statements: [
      { text: 'I feel energised after spending time with a group of people.' },
      { text: 'I find it easy to start a conversation with a stranger.' },
      { text: 'I prefer to work alone rather than in a team.', reversed: true },
      { text: "I enjoy being the one who presents the group's work." },
      { text: 'After a busy social day I need a long time to recharge.', reversed: true },
      { text: 'I keep in touch with a wide circle of friends and colleagues.' },
    ],
  },
  {
    name: 'Cooperativeness',
    description: 'How you work with others, share credit and handle disagreement.',
    statements: [
      { text: 'In a disagreement I look for a solution that works for everyone.' },
      { text: 'I am happy to help a colleague even when it is not my job.' },
      { text: "I find it hard to trust other people's intentions.", reversed: true },
      { text: 'I give credit to others when a project goes well.' },
      { text: 'I would rather win an argument than keep the peace.', reversed: true },
      { text: 'I adapt my plans so that the team can move forward.' },
    ],
  },
];

function traitCategory(trait: Trait): CategoryDraft {
  return {
    title: trait.name,
    description: trait.description,
    questions: trait.statements.map((statement) => ({
      text: statement.text,
      type: 'RATING',
      options: [...RESPONSE_SCALES.agreement],
      traitType: trait.name,
      isReverseScored: statement.reversed ?? false,
    })),
  };
}

const template = PROMPT_TEMPLATES['personality-report'];

export const workStyleProfiler: ProfilerDraft = {
  seedKey: 'demo-work-style',
  title: 'Work Style & Personality Profiler',
  description:
    'See how you approach ideas, tasks, pressure and people at work, across five work-style traits.',
  assessmentDescription: `How do you go about your work? This profiler looks at five traits that shape everyday working life: Curiosity, Diligence, Composure, Sociability and Cooperativeness.

You will read 30 short statements. For each one, choose how far you agree that it describes you as you usually are, not as you would like to be. Some statements are worded the other way round on purpose, so read each one carefully.

Every trait has its strengths; there is no best profile. Your report explains what your scores suggest for teamwork, deadlines, new ideas and feedback, with a few practical habits to try.`,
  isFree: false,
  price: 299,
  currency: 'INR',
  targeting: {
    targetEducationLevels: ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'],
    targetExperienceLevels: ['student', 'entry', 'mid', 'senior', 'executive'],
    targetSkills: ['Communication', 'Leadership', 'Problem Solving'],
    targetInterests: ['Education', 'Healthcare', 'Marketing', 'Sales'],
    minAge: 16,
    priority: 60,
  },
  categories: TRAITS.map(traitCategory),
  prompt: { promptText: template.template, systemPrompt: template.systemPrompt },
  traitDescriptions: Object.fromEntries(TRAITS.map((trait) => [trait.name, trait.description])),
};
