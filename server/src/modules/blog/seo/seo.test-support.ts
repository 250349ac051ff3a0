import type { SeoInput } from './seo.analyzer.ts';

/** Hand-written articles whose verdicts the tests know (seo.analyzer.test.ts, seo.routes.test.ts, the bench). */

export const GOOD_ARTICLE: SeoInput = {
  title: 'Career test: how to choose work that fits you',
  metaTitle: null,
  metaDescription:
    'A career test shows which kinds of work suit your interests. Learn how to read your results and turn them into a short list of jobs to explore.',
  slug: 'career-test-how-to-choose-work',
  focusKeyword: 'career test',
  publicOrigin: 'https://pathwise.example',
  bodyHtml: `
<p>A career test helps you find work that fits. It asks what you like to do, and then it shows jobs where people do those things every day. In this guide, we explain how the test works. We also show you how to use the results.</p>
<h2>What a career test measures</h2>
<p>Most tests measure your interests. For example, some people like to build things, while others like to help people or work with ideas. The test groups these likes into six types. As a result, you get a short code, such as "RIA" or "SEC".</p>
<p>However, interests are not the same as skills. You may enjoy music but not want to play it for a living. So treat the code as a starting point, not a verdict.</p>
<figure><img src="/blog-media/1" alt="A student taking a career test on a laptop"><figcaption>Taking the test takes about ten minutes.</figcaption></figure>
<h2>How to read your results</h2>
<p>First, look at your top two types. Then read the jobs listed for each one. You can compare them with the <a href="https://www.onetonline.org/">O*NET job database</a>, which the U.S. Department of Labor keeps up to date.</p>
<ul>
<li>Mark the jobs that sound fun.</li>
<li>Next, cross out the ones that need years of study you do not want.</li>
<li>Finally, keep five jobs on your list.</li>
</ul>
<p>After that, talk to someone who does one of those jobs. Ask what a normal day looks like. In fact, one short chat can tell you more than a long report.</p>
<h2>Turn the list into a plan</h2>
<p>Now pick one job and find the first step. For instance, you might take a free course or help out at a local firm for a week. Small steps make a big choice feel calm.</p>
<p>Also, take the test again in a year. Your likes can change as you try new things, and that is fine. In the end, the goal is not a perfect match but a good next move.</p>
<img src="/blog-media/2" alt="A notebook with a list of five jobs">
<p>Ready to start? Take our <a href="/profilers/career-interests">free interests profiler</a> and see your own code today. Then come back to this page and follow the steps above, one at a time.</p>
`,
};

/** A careless draft: wrong title, no description, a numbered slug, an h1, a wall of passive text. */
export const CARELESS_ARTICLE: SeoInput = {
  title: 'Some thoughts',
  metaTitle: null,
  metaDescription: null,
  slug: 'post-1',
  focusKeyword: 'remote work',
  publicOrigin: 'https://pathwise.example',
  bodyHtml: `
<h1>Introduction</h1>
<p>It has been widely reported by numerous organisational commentators that considerable administrative complexity is necessarily introduced whenever distributed operational arrangements are implemented across geographically dispersed organisational structures without sufficient preliminary consideration of the communicational infrastructure that is required. Furthermore the productivity implications that were observed by investigators were generally considered to be substantially dependent upon managerial expectations that had been established previously by organisational leadership. Significant consideration was given by researchers to the psychological consequences that are experienced by employees who are isolated from colleagues for extended periods. Additionally the technological requirements that are imposed upon individual employees were documented extensively by evaluators who were commissioned by the participating organisations. The conclusions that were reached by the investigators were subsequently disseminated throughout the professional community by means of specialised publications that were distributed internationally. Considerable attention was subsequently directed by consultants towards the organisational mechanisms whereby collaborative activities are coordinated when participants are prevented from interacting physically within shared institutional environments. Comparable investigations that were undertaken subsequently by independent academic institutions generally confirmed the preliminary observations that had been documented by the original investigators.</p>
<h2>Details</h2>
<p>Equipment was purchased. Policies were written. Meetings were scheduled. Employees were informed. Managers were trained.</p>
<img src="/blog-media/3">
`,
};
