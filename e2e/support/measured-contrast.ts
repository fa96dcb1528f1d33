import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe leaves text over gradients, photos and decorations "incomplete": it cannot tell the colour
 * behind it. This measures it instead: the text is made transparent, its content box is
 * photographed, and its colour is composed over every pixel behind it. The worst pixel decides.
 */
export type Measured = { target: string; text: string; ratio: number; required: number };

type Inset = { top: number; left: number; bottom: number; right: number };

/**
 * The lowest contrast of the text colour over any pixel of the photographed content box. The PNG
 * is decoded and scanned in the browser itself (no image library, no pixel array sent back).
 */
function worstRatio(decoder: Page, png: Buffer, color: number[], inset: Inset): Promise<number> {
  return decoder.evaluate(
    async ({ b64, color: [fr, fg, fb, fa = 1], inset }) => {
      const luminance = (r: number, g: number, b: number) => {
        const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const [w, h] = [image.width, image.height];
      const ctx = new OffscreenCanvas(w, h).getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(0, 0, w, h).data;
      let worst = Infinity;
      for (let y = Math.ceil(inset.top); y < h - inset.bottom; y++) {
        for (let x = Math.ceil(inset.left); x < w - inset.right; x++) {
          const i = (y * w + x) * 4;
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
          const text = luminance(fr * fa + r * (1 - fa), fg * fa + g * (1 - fa), fb * fa + b * (1 - fa));
          const back = luminance(r, g, b);
          worst = Math.min(worst, (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
        }
      }
      return worst;
    },
    { b64: png.toString('base64'), color, inset },
  );
}

/** Every node axe could not decide on the page as it is now, measured. */
export async function measureUndecidedContrast(page: Page): Promise<Measured[]> {
  const { incomplete } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const targets = incomplete.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  const decoder = await page.context().newPage();
  const results: Measured[] = [];
  for (const target of targets) {
    const element = page.locator(target).first();
    const info = await element.evaluate((el) => {
      // Text hidden from assistive technology is decoration (the 404 page's big digits): not measured.
      if (el.closest('[aria-hidden="true"]')) return null;
      // Computed colours may be oklab(…) or color-mix(…): let a canvas turn them into sRGB.
      const srgb = (css: string) => {
        const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const s = getComputedStyle(el);
      const px = (v: string) => parseFloat(v) || 0;
      const inset = {
        top: px(s.borderTopWidth) + px(s.paddingTop),
        left: px(s.borderLeftWidth) + px(s.paddingLeft),
        bottom: px(s.borderBottomWidth) + px(s.paddingBottom),
        right: px(s.borderRightWidth) + px(s.paddingRight),
      };
      const size = px(s.fontSize);
      const weight = Number(s.fontWeight);
      return {
        color: srgb(s.color),
        large: size >= 24 || (size >= 18.66 && weight >= 700),
        inset,
        text: (el as HTMLElement).innerText.trim().slice(0, 60),
      };
    });
    if (!info) continue;
    // Centred, so the sticky header is never what gets photographed.
    await element.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const hide = `${target}, ${target} * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }`;
    const shot = await element.screenshot({ style: hide, animations: 'disabled' });
    const worst = await worstRatio(decoder, shot, info.color, info.inset);
    results.push({ target, text: info.text, ratio: Math.round(worst * 100) / 100, required: info.large ? 3 : 4.5 });
  }
  await decoder.close();
  return results;
}
