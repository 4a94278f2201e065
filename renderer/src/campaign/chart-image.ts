/**
 * The chart on screen as a PNG file: the SVG is copied with the styles the page gave it written
 * into each element (an SVG drawn as an image sees none of the page's CSS), drawn as an image on
 * a canvas under a title that says what it is once it has left the screen (the campaign, what is
 * charted, the date), and the canvas saved as PNG.
 */

/** what the chart's look depends on */
const STYLED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline'];

/** the SVG's markup, standing on its own (the serializer writes its namespace): inline styles, its size, a background */
export function standaloneSvg(svg: SVGSVGElement, background: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const style = getComputedStyle(original);
    const inline = STYLED.map((name) => [name, style.getPropertyValue(name)]).filter(([, value]) => value !== '');
    const target = copies[index] as SVGElement;
    target.setAttribute('style', inline.map(([name, value]) => `${name}:${value}`).join(';'));
  });
  const { width, height } = copy.viewBox.baseVal;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  copy.insertBefore(backdrop, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

/** what the image says above the chart */
export interface ChartTitle {
  /** the campaign's name */
  heading: string;
  /** what is charted, and the date */
  subtitle: string;
}

export interface ChartColors {
  background: string;
  text: string;
  muted: string;
}

/** the title band above the chart, in the chart's units, and its type: as large as the chart's own names and larger */
const TITLE = { height: 130, margin: 30, heading: { top: 62, size: 46 }, subtitle: { top: 108, size: 32 } };

/**
 * Writes `text` on one line within `maxWidth`: in a smaller type down to 70% of `size` when it
 * is long, then narrowed by the canvas itself, so that a long campaign name is shown whole.
 */
function fittedText(context: CanvasRenderingContext2D, text: string, at: { x: number; y: number; size: number; weight: number; maxWidth: number }, family: string): void {
  let size = at.size;
  const fontAt = (pixels: number) => `${at.weight} ${pixels}px ${family}`;
  context.font = fontAt(size);
  while (size > at.size * 0.7 && context.measureText(text).width > at.maxWidth) context.font = fontAt(--size);
  context.fillText(text, at.x, at.y, at.maxWidth);
}

/** The chart as a PNG under its title, `scale` times the size of its viewBox (2: sharp on a 4K screen). */
export async function chartPng(svg: SVGSVGElement, title: ChartTitle, colors: ChartColors, scale = 2): Promise<Blob> {
  const markup = standaloneSvg(svg, colors.background);
  const image = new Image();
  // a data: URL, which the page's Content-Security-Policy allows for images
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const { width, height } = svg.viewBox.baseVal;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = (TITLE.height + height) * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.scale(scale, scale);
  context.fillStyle = colors.background;
  context.fillRect(0, 0, width, TITLE.height + height);
  const family = getComputedStyle(svg).fontFamily || 'sans-serif';
  const maxWidth = width - 2 * TITLE.margin;
  context.textBaseline = 'alphabetic';
  context.fillStyle = colors.text;
  fittedText(context, title.heading, { x: TITLE.margin, y: TITLE.heading.top, size: TITLE.heading.size, weight: 700, maxWidth }, family);
  context.fillStyle = colors.muted;
  fittedText(context, title.subtitle, { x: TITLE.margin, y: TITLE.subtitle.top, size: TITLE.subtitle.size, weight: 400, maxWidth }, family);
  context.drawImage(image, 0, TITLE.height, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png'));
}
