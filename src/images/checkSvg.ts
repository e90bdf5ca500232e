import { Parser } from 'htmlparser2';

/**
 * What an SVG may hold to be published (docs/output-contract.md#images): shapes, text,
 * gradients, clips, masks, markers and filters. No script, no event handler, no `<style>`
 * (CSS may import), no `<foreignObject>` (HTML), no `<image>` and no reference that leaves the
 * file: a `href` or `url()` may only name an id inside it.
 */
const ELEMENTS = new Set(
  (
    'svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop clipPath mask pattern marker filter feGaussianBlur feOffset feBlend ' +
    'feColorMatrix feComposite feFlood feMerge feMergeNode feMorphology feDropShadow'
  ).split(' '),
);

const ATTRIBUTES = new Set(
  (
    'id class viewBox width height x y x1 x2 y1 y2 cx cy r rx ry d points fill fill-opacity fill-rule stroke ' +
    'stroke-width stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset stroke-miterlimit ' +
    'stroke-opacity opacity transform xmlns xmlns:xlink version preserveAspectRatio offset stop-color ' +
    'stop-opacity gradientUnits gradientTransform spreadMethod fx fy clip-path clip-rule clipPathUnits mask ' +
    'maskUnits maskContentUnits patternUnits patternContentUnits patternTransform font-family font-size ' +
    'font-weight font-style text-anchor dominant-baseline letter-spacing word-spacing dx dy rotate textLength ' +
    'lengthAdjust href xlink:href filter filterUnits primitiveUnits in in2 result stdDeviation mode operator ' +
    'k1 k2 k3 k4 values type flood-color flood-opacity radius markerWidth markerHeight refX refY orient ' +
    'markerUnits marker-start marker-mid marker-end visibility display color style xml:space aria-hidden ' +
    'aria-label role focusable vector-effect shape-rendering text-rendering'
  ).split(' '),
);

/** A reference that leaves the file: any url() but `url(#id)`. */
const OUTSIDE_URL = /url\(\s*['"]?(?!#)/i;

/** The first thing in an SVG that is not allowed, with its 1-based line; undefined when the file is safe. */
export function unsafeSvg(text: string): { line: number; found: string } | undefined {
  let unsafe: { offset: number; found: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (unsafe) return;
        if (!ELEMENTS.has(name)) unsafe = { offset: parser.startIndex, found: `<${name}>` };
        for (const [attribute, value] of Object.entries(attributes)) {
          if (unsafe) break;
          const reference = (attribute === 'href' || attribute === 'xlink:href') && !value.trim().startsWith('#');
          if (!ATTRIBUTES.has(attribute) || reference || OUTSIDE_URL.test(value) || /javascript:|@import|expression\(/i.test(value))
            unsafe = { offset: parser.startIndex, found: `${attribute}="${value.slice(0, 40)}"` };
        }
      },
      onprocessinginstruction(name, data) {
        // <?xml ...?> is allowed; a stylesheet instruction loads CSS from elsewhere.
        if (!unsafe && name.toLowerCase() !== '?xml') unsafe = { offset: parser.startIndex, found: `<${data}>` };
      },
    },
    { xmlMode: true },
  );
  parser.end(text);
  if (!unsafe) return undefined;
  return { line: text.slice(0, unsafe.offset).split('\n').length, found: unsafe.found };
}
