/**
 * Where focus is in a list: the item's index, the path of child positions from the item's element
 * down to the focused one, and a text field's selection. A list's plain and windowed forms render
 * the same item, so the same path leads to the same field in either (virtual-list.tsx).
 */
export interface FocusPlace {
  index: number;
  path: number[];
  selection?: [start: number, end: number];
}

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** The place of `target` in `list`, whose items are its element children in index order. */
export function focusPlaceIn(list: Element, target: Element): FocusPlace | undefined {
  const path: number[] = [];
  let node = target;
  while (node.parentElement && node.parentElement !== list) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  if (node.parentElement !== list) return undefined;
  const selection: FocusPlace['selection'] = isTextField(target)
    ? [target.selectionStart ?? 0, target.selectionEnd ?? 0]
    : undefined;
  return { index: [...list.children].indexOf(node), path, selection };
}

/** Focuses what is at `place` below `item` (an item's element), with its selection as it was. */
export function focusAt(item: Element, place: FocusPlace) {
  let node: Element | undefined = item;
  for (const position of place.path) node = node?.children[position];
  if (!(node instanceof HTMLElement)) return;
  node.focus({ preventScroll: true });
  if (place.selection && isTextField(node)) node.setSelectionRange(...place.selection);
}
