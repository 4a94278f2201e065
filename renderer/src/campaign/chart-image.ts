/**
 * The chart on screen as a PNG file: the SVG is copied with the styles the page gave it written
 * into each element (an SVG drawn as an image sees none of the page's CSS), drawn as an image on
 * a canvas, and the canvas saved as PNG.
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

/** The chart as a PNG, `scale` times the size of its viewBox (2: sharp on a 4K screen). */
export async function chartPng(svg: SVGSVGElement, background: string, scale = 2): Promise<Blob> {
  const markup = standaloneSvg(svg, background);
  const image = new Image();
  // a data: URL, which the page's Content-Security-Policy allows for images
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const { width, height } = svg.viewBox.baseVal;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png'));
}
