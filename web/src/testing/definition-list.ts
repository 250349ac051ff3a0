/**
 * What is wrong with a <dl> by the HTML content model (and axe's definition-list / dlitem rules):
 * its children are <dt>/<dd> groups, each group optionally wrapped in a <div> that holds only them;
 * a group is one or more <dt> followed by one or more <dd>. Empty when the list is valid.
 */
export function definitionListProblems(list: Element): string[] {
  if (list.tagName !== 'DL') return [`<${list.tagName.toLowerCase()}> is not a <dl>`];
  const problems: string[] = [];
  const groups: Element[][] = [];
  let loose: Element[] = [];
  for (const child of list.children) {
    const tag = child.tagName;
    if (tag === 'DT' || tag === 'DD') loose.push(child);
    else if (tag === 'DIV') {
      if (loose.length) groups.push(loose);
      loose = [];
      const inner = [...child.children];
      const strays = inner.filter((element) => element.tagName !== 'DT' && element.tagName !== 'DD');
      for (const stray of strays) problems.push(`<div> in the <dl> holds a <${stray.tagName.toLowerCase()}>`);
      groups.push(inner.filter((element) => !strays.includes(element)));
    } else if (tag !== 'SCRIPT' && tag !== 'TEMPLATE') {
      problems.push(`<dl> holds a <${tag.toLowerCase()}>`);
    }
  }
  if (loose.length) groups.push(loose);
  for (const group of groups) {
    const tags = group.map((element) => element.tagName).join(' ');
    if (!/^(DT )*DT( DD)+$/.test(tags)) problems.push(`a group reads "${tags.toLowerCase()}", not dt… dd…`);
  }
  return problems;
}
