import { RESPONSE_SCALES } from '@pathwise/contract';
import type { CategoryDraft, ProfilerDraft } from '../bulk-upload/bulk-upload.catalogue-import.ts';
import { PROMPT_TEMPLATES } from '../prompts/prompts.templates.ts';
import { type GradedResult, gradedResults } from './demo-content.graded-results.ts';

/**
 * Demo profiler: five work-style traits of our own (custom trait types, created on import), each
 * measured by six agreement statements, some reverse-scored so that agreeing with everything does
 * not inflate a score. Text written for Pathwise.
 */

type Statement = { text: string; reversed?: boolean };
type Trait = {
  name: string;
  description: string;
  statements: Statement[];
  levels: [GradedResult, GradedResult, GradedResult, GradedResult, GradedResult];
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
    levels: [
      {
        label: 'Grounded',
        description:
          'You value the familiar and the proven, and you focus on what is useful now rather than on ideas for their own sake.',
      },
      {
        label: 'Practical',
        description: 'You are curious when a question has a clear use, and content to leave the rest alone.',
      },
      {
        label: 'Balanced',
        description:
          'You enjoy some novelty but do not need it. You can settle into routine work or explore, as the job requires.',
      },
      {
        label: 'Inquisitive',
        description: 'You like learning and questioning, and you bring fresh angles to familiar problems.',
      },
      {
        label: 'Explorer',
        description:
          'New ideas energise you. Roles with research, learning and variety suit you; long stretches of routine may not.',
      },
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
    levels: [
      {
        label: 'Spontaneous',
        description:
          'You work in bursts and keep your options open. Simple routines and reminders can help with deadlines.',
      },
      {
        label: 'Flexible',
        description: 'You get things done without heavy planning, and adapt easily when priorities shift.',
      },
      {
        label: 'Steady',
        description: 'You plan when it matters and relax when it does not, balancing order and flexibility.',
      },
      {
        label: 'Dependable',
        description:
          'You plan ahead, follow through and take care over the details. Others rely on your work.',
      },
      {
        label: 'Meticulous',
        description:
          'You hold high standards and rarely miss a deadline. Be careful that perfection does not slow you down.',
      },
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
    levels: [
      {
        label: 'Sensitive',
        description:
          'You feel pressure keenly. Calm, predictable settings help you do your best work, and your sensitivity often makes you alert to risks others miss.',
      },
      {
        label: 'Responsive',
        description:
          'Stress affects you, but you recover. Knowing your early signs of strain helps you act on them in time.',
      },
      {
        label: 'Even',
        description: 'You handle everyday pressure well, and bigger setbacks with some effort.',
      },
      {
        label: 'Resilient',
        description: 'You stay level-headed when things go wrong and recover quickly from setbacks.',
      },
      {
        label: 'Unflappable',
        description:
          'Pressure rarely shakes you. Fast-moving or high-stakes roles may suit you; remember that others may feel the strain more than you do.',
      },
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
    levels: [
      {
        label: 'Reserved',
        description:
          'You do your best thinking alone or with a few people you know well. Roles with focused, independent work suit you.',
      },
      {
        label: 'Reflective',
        description: 'You enjoy company in small doses and value quiet time to recharge.',
      },
      {
        label: 'Adaptable',
        description: 'You are comfortable both with people and on your own, and can switch between the two.',
      },
      {
        label: 'Outgoing',
        description:
          'You enjoy people and meet new ones easily. Team-based and client-facing work tends to suit you.',
      },
      {
        label: 'Energised by people',
        description:
          'Being around people fuels you. Roles full of conversation, presenting and networking play to this strength.',
      },
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
    levels: [
      {
        label: 'Independent',
        description:
          'You say what you think and hold your ground. Useful in negotiation and critical review; take care that others still feel heard.',
      },
      {
        label: 'Candid',
        description: 'You cooperate when it makes sense but are not afraid to challenge.',
      },
      {
        label: 'Fair-minded',
        description: 'You balance your own goals with the needs of the group.',
      },
      {
        label: 'Team player',
        description: 'You help others readily and look for solutions that work for everyone.',
      },
      {
        label: 'Harmoniser',
        description:
          'You put the team first and build trust easily. Make sure your own views still get a hearing.',
      },
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
    resultConfigs: gradedResults(trait.levels),
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
