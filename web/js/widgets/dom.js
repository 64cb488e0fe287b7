// The DOM builder of the widgets and pages: elements made from a tag,
// attributes and children, where every string child becomes a text node (text
// from attributes, links or inputs never becomes HTML).

// h('button', {class: 'x', onclick: f, 'aria-label': 'y'}, 'text', otherNode)
export function h(tag, props = {}, ...children) {
  const el =
    tag === 'svg' || props.svg
      ? document.createElementNS('http://www.w3.org/2000/svg', tag)
      : document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false || key === 'svg') continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'value') el.value = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function svg(tag, props = {}, ...children) {
  return h(tag, { ...props, svg: true }, ...children);
}
