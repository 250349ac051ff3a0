/**
 * The words O*NET's licence and use rules ask us to print beside matched careers (issue 13), kept
 * in one place so the report page and the PDF say exactly the same thing. The attribution is the
 * "modified" form of O*NET's "How to Credit Us" text (server/reference-data/onet/SOURCE.md): we
 * reshape the data, derive letter codes and merge Job Zones 1 and 2. It is licence text, so it is
 * shown in English in every locale; only the use notice may be translated.
 */

/** The CC BY 4.0 attribution for the given O*NET release, e.g. `onetAttribution('29.3')`. */
export function onetAttribution(release: string): string {
  return (
    `This page includes information from the O*NET ${release} Database by the U.S. Department of Labor, ` +
    'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. ' +
    'O*NET® is a trademark of USDOL/ETA. Pathwise has modified all or some of this information. ' +
    'USDOL/ETA has not approved, endorsed, or tested these modifications.'
  );
}

/** Where the licence named in the attribution can be read. */
export const ONET_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/**
 * O*NET's career exploration tools may be used for exploration, planning and counselling only, never
 * to screen people for jobs or training (TEIN 16-00; the Interest Profiler score report).
 */
export const CAREERS_USE_NOTICE =
  'These careers are for career exploration only — not for selection or hiring decisions.';
