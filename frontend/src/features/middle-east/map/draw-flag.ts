/**
 * Draws a country's flag on a 2D canvas, simplified to what reads at marker size (stripes, hoist shapes and
 * one emblem). Flag emoji are not used: Windows and headless Chromium on Linux have no colour emoji font and
 * show two letters or empty boxes instead, and deck.gl's text atlas would flatten them to one colour anyway.
 * The colours are the flags' own, not the app's theme, so they live here as data rather than as tokens.
 */

type Ctx = CanvasRenderingContext2D;
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function horizontalBands(ctx: Ctx, { x, y, w, h }: Box, colours: string[]): void {
  const band = h / colours.length;
  colours.forEach((colour, index) => {
    ctx.fillStyle = colour;
    // Half a pixel of overlap, so no seam of the background shows between anti-aliased bands.
    ctx.fillRect(x, y + index * band, w, band + 0.5);
  });
}

function verticalBands(ctx: Ctx, { x, y, w, h }: Box, colours: string[]): void {
  const band = w / colours.length;
  colours.forEach((colour, index) => {
    ctx.fillStyle = colour;
    ctx.fillRect(x + index * band, y, band + 0.5, h);
  });
}

function polygon(ctx: Ctx, colour: string, points: [number, number][]): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  points.forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
  ctx.closePath();
  ctx.fill();
}

function star(ctx: Ctx, colour: string, cx: number, cy: number, radius: number): void {
  const points: [number, number][] = [];
  for (let index = 0; index < 10; index += 1) {
    const r = index % 2 === 0 ? radius : radius * 0.42;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  polygon(ctx, colour, points);
}

function disc(ctx: Ctx, colour: string, cx: number, cy: number, radius: number): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fill();
}

/** A white hoist whose edge zigzags into the field (Qatar, Bahrain). */
function serratedHoist(ctx: Ctx, { x, y, w, h }: Box, field: string, hoistShare: number, teeth: number): void {
  ctx.fillStyle = field;
  ctx.fillRect(x, y, w, h);
  const base = x + w * hoistShare;
  const depth = w * 0.1;
  const points: [number, number][] = [[x, y], [base, y]];
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    const top = y + (tooth * h) / teeth;
    points.push([base + depth, top + h / teeth / 2], [base, top + h / teeth]);
  }
  points.push([x, y + h]);
  polygon(ctx, "#ffffff", points);
}

const flagPainters: Record<string, (ctx: Ctx, box: Box) => void> = {
  US: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? "#b22234" : "#ffffff")));
    ctx.fillStyle = "#3c3b6e";
    ctx.fillRect(x, y, w * 0.4, (h * 7) / 13);
  },
  IL: (ctx, { x, y, w, h }) => {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = "#0038b8";
    ctx.fillRect(x, y + h * 0.1, w, h * 0.15);
    ctx.fillRect(x, y + h * 0.75, w, h * 0.15);
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = h * 0.17;
    ctx.strokeStyle = "#0038b8";
    ctx.lineWidth = Math.max(1, h * 0.04);
    for (const turn of [0, Math.PI]) {
      ctx.beginPath();
      for (let corner = 0; corner < 3; corner += 1) {
        const angle = turn - Math.PI / 2 + (corner * 2 * Math.PI) / 3;
        const px = cx + r * Math.cos(angle);
        const py = cy + r * Math.sin(angle);
        if (corner === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.stroke();
    }
  },
  IR: (ctx, box) => {
    horizontalBands(ctx, box, ["#239f40", "#ffffff", "#da0000"]);
    disc(ctx, "#da0000", box.x + box.w / 2, box.y + box.h / 2, box.h * 0.09);
  },
  LB: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#ee161f", "#ffffff", "#ffffff", "#ee161f"]);
    polygon(ctx, "#00a651", [[x + w / 2, y + h * 0.3], [x + w * 0.62, y + h * 0.68], [x + w * 0.38, y + h * 0.68]]);
  },
  YE: (ctx, box) => horizontalBands(ctx, box, ["#ce1126", "#ffffff", "#000000"]),
  IQ: (ctx, box) => {
    horizontalBands(ctx, box, ["#ce1126", "#ffffff", "#000000"]);
    ctx.fillStyle = "#007a3d";
    ctx.fillRect(box.x + box.w * 0.3, box.y + box.h * 0.44, box.w * 0.4, box.h * 0.12);
  },
  SY: (ctx, box) => {
    horizontalBands(ctx, box, ["#007a3d", "#ffffff", "#000000"]);
    for (const share of [0.3, 0.5, 0.7]) star(ctx, "#ce1126", box.x + box.w * share, box.y + box.h / 2, box.h * 0.12);
  },
  OM: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#ffffff", "#db161b", "#008000"]);
    ctx.fillStyle = "#db161b";
    ctx.fillRect(x, y, w * 0.25, h);
  },
  KW: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#007a3d", "#ffffff", "#ce1126"]);
    polygon(ctx, "#000000", [[x, y], [x + w * 0.25, y + h / 3], [x + w * 0.25, y + (h * 2) / 3], [x, y + h]]);
  },
  QA: (ctx, box) => serratedHoist(ctx, box, "#8a1538", 0.3, 9),
  BH: (ctx, box) => serratedHoist(ctx, box, "#ce1126", 0.25, 5),
  SA: (ctx, { x, y, w, h }) => {
    ctx.fillStyle = "#006c35";
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(x + w * 0.25, y + h * 0.3, w * 0.5, h * 0.18);
    ctx.fillRect(x + w * 0.25, y + h * 0.64, w * 0.5, Math.max(1, h * 0.06));
  },
  DJ: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#6ab2e7", "#12ad2b"]);
    polygon(ctx, "#ffffff", [[x, y], [x + w * 0.45, y + h / 2], [x, y + h]]);
    star(ctx, "#d7141a", x + w * 0.15, y + h / 2, h * 0.12);
  },
  TR: (ctx, { x, y, w, h }) => {
    ctx.fillStyle = "#e30a17";
    ctx.fillRect(x, y, w, h);
    disc(ctx, "#ffffff", x + w * 0.38, y + h / 2, h * 0.25);
    disc(ctx, "#e30a17", x + w * 0.42, y + h / 2, h * 0.2);
    star(ctx, "#ffffff", x + w * 0.58, y + h / 2, h * 0.11);
  },
  AE: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#00732f", "#ffffff", "#000000"]);
    ctx.fillStyle = "#ff0000";
    ctx.fillRect(x, y, w * 0.25, h);
  },
  EG: (ctx, box) => {
    horizontalBands(ctx, box, ["#ce1126", "#ffffff", "#000000"]);
    disc(ctx, "#c09300", box.x + box.w / 2, box.y + box.h / 2, box.h * 0.1);
  },
  GB: (ctx, { x, y, w, h }) => {
    ctx.fillStyle = "#012169";
    ctx.fillRect(x, y, w, h);
    ctx.lineCap = "butt";
    for (const [width, colour] of [[h * 0.2, "#ffffff"], [h * 0.07, "#c8102e"]] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h);
      ctx.moveTo(x + w, y);
      ctx.lineTo(x, y + h);
      ctx.stroke();
    }
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(x + w * 0.42, y, w * 0.16, h);
    ctx.fillRect(x, y + h * 0.37, w, h * 0.26);
    ctx.fillStyle = "#c8102e";
    ctx.fillRect(x + w * 0.46, y, w * 0.08, h);
    ctx.fillRect(x, y + h * 0.42, w, h * 0.16);
  },
  FR: (ctx, box) => verticalBands(ctx, box, ["#002395", "#ffffff", "#ed2939"]),
  JO: (ctx, box) => {
    const { x, y, w, h } = box;
    horizontalBands(ctx, box, ["#000000", "#ffffff", "#007a3d"]);
    polygon(ctx, "#ce1126", [[x, y], [x + w * 0.45, y + h / 2], [x, y + h]]);
    star(ctx, "#ffffff", x + w * 0.15, y + h / 2, h * 0.09);
  },
};

/** Whether a flag of this ISO 3166-1 alpha-2 code is drawn; others get a lettered plate. */
export const hasFlag = (countryCode: string): boolean => countryCode in flagPainters;

/**
 * Paints the flag of `countryCode` into the box. A code without a painter gets a plate with its two letters,
 * in the given colours (theme tokens), so an unknown country still reads instead of vanishing.
 */
export function drawFlag(
  ctx: Ctx,
  countryCode: string,
  box: Box,
  plate: { field: string; ink: string },
): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  const paint = flagPainters[countryCode];
  if (paint) {
    paint(ctx, box);
  } else {
    ctx.fillStyle = plate.field;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.fillStyle = plate.ink;
    ctx.font = `600 ${Math.round(box.h * 0.6)}px sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(countryCode, box.x + box.w / 2, box.y + box.h / 2 + 1);
  }
  ctx.restore();
}
