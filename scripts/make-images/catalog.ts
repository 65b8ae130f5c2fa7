/** Every picture the site uses: its file name, size and the scene that paints it. */
import { type ClothScene, paintCloth } from './fabric.ts'
import { paintWorkshop } from './flatlay.ts'
import type { Frame } from './frame.ts'
import { type RoomScene, paintRoomScene } from './rooms.ts'

/** One picture to paint and save as content/images/<name>.jpg. */
export interface ImageJob {
  name: string
  width: number
  height: number
  paint: () => Promise<Frame>
}

/** The four fabrics of the catalogue, as close-ups. */
export const cloths = {
  voal: {
    behind: 'window',
    light: -1,
    focus: 0.45,
    layers: [
      { color: '#f3ede2', weave: { pitch: 6, thickness: 0.35, slub: 0.1, yarn: 0.1 }, folds: 4.2, depth: 1.5, translucency: 0.8 },
      {
        color: '#faf6ee',
        weave: { pitch: 6.4, thickness: 0.35, slub: 0.1, yarn: 0.1 },
        folds: 3.1,
        depth: 1.4,
        translucency: 0.8,
        edge: 0.68,
      },
    ],
  },
  blackout: {
    behind: 'window',
    light: -1,
    focus: 0.5,
    layers: [
      {
        color: '#4d423a',
        weave: { pitch: 3.2, thickness: 1.1, slub: 0.05, yarn: 0.05 },
        folds: 3.3,
        depth: 1.3,
        translucency: 0,
        edge: 0.9,
      },
    ],
  },
  linho: {
    behind: 'dark',
    light: 1,
    focus: 0.4,
    layers: [{ color: '#dcc7a3', weave: { pitch: 11, thickness: 0.92, slub: 0.7, yarn: 0.6 }, folds: 2.6, depth: 0.9, translucency: 0 }],
  },
  gaze: {
    behind: 'window',
    light: 1,
    focus: 0.5,
    layers: [{ color: '#e2d4ba', weave: { pitch: 16, thickness: 0.42, slub: 0.8, yarn: 0.5 }, folds: 2.2, depth: 0.8, translucency: 0.35 }],
  },
} satisfies Record<string, ClothScene>

const room = (name: string, width: number, height: number, scene: RoomScene, seed: number): ImageJob => ({
  name,
  width,
  height,
  paint: () => paintRoomScene(width, height, scene, seed),
})
const cloth = (name: string, width: number, height: number, scene: ClothScene, seed: number): ImageJob => ({
  name,
  width,
  height,
  paint: () => paintCloth(width, height, scene, seed),
})
const workshop = (name: string, width: number, height: number, seed: number): ImageJob => ({
  name,
  width,
  height,
  paint: () => paintWorkshop(width, height, seed),
})

const detail = (heading: RoomScene['dressing']): RoomScene['dressing'] => ({ closed: 0.35, ...heading })

/** The full list, in the order the site uses them. */
export const catalog: readonly ImageJob[] = [
  room(
    'hero-sala',
    2400,
    1400,
    {
      kind: 'living',
      palette: 'ivory',
      day: 'morning',
      windows: [
        [0.06, 0.44],
        [0.56, 0.94],
      ],
    },
    11,
  ),
  workshop('sobre-atelie', 1200, 1500, 12),
  room('og-default', 1200, 630, { kind: 'reading', palette: 'ivory', day: 'golden' }, 13),

  room(
    'modelo-tecido',
    1200,
    900,
    { kind: 'reading', palette: 'sand', day: 'afternoon', dressing: { sheer: undefined, closed: 0.45, heading: 'pinch' } },
    21,
  ),
  room('modelo-forro-voal', 1200, 900, { kind: 'living', palette: 'linen', day: 'morning', dressing: { closed: 0.15 } }, 22),
  room('modelo-quarto', 1200, 900, { kind: 'bedroom', palette: 'taupe', day: 'morning' }, 23),
  room('modelo-iluminacao', 1200, 900, { kind: 'bedroom', palette: 'greige', day: 'dusk', dressing: { led: 1, closed: 0.5 } }, 24),

  cloth('tecido-voal', 1200, 900, cloths.voal, 31),
  cloth('tecido-blackout', 1200, 900, cloths.blackout, 32),
  cloth('tecido-linho', 1200, 900, cloths.linho, 33),
  cloth('tecido-gaze-linho', 1200, 900, cloths.gaze, 34),

  room(
    'estilo-wave',
    1200,
    900,
    {
      kind: 'detail',
      palette: 'ivory',
      day: 'afternoon',
      floor: 1.25,
      windows: [[0.08, 0.92]],
      dressing: { heading: 'wave', hardware: 'track', closed: 0.62, depth: 1.3 },
    },
    41,
  ),
  room('estilo-pe-direito-duplo', 1200, 900, { kind: 'double', palette: 'greige', day: 'afternoon' }, 42),
  room(
    'sistema-varao',
    1200,
    900,
    { kind: 'detail', palette: 'olive', day: 'morning', dressing: detail({ heading: 'rings', hardware: 'rod', sheer: undefined }) },
    43,
  ),
  room(
    'sistema-trilho-suico',
    1200,
    900,
    { kind: 'detail', palette: 'linen', day: 'afternoon', floor: 1.5, dressing: detail({ heading: 'gather', hardware: 'track' }) },
    44,
  ),
  room(
    'sistema-prega-americana',
    1200,
    900,
    {
      kind: 'detail',
      palette: 'sand',
      day: 'afternoon',
      floor: 2.6,
      windows: [[0.12, 0.88]],
      dressing: detail({ heading: 'pinch', hardware: 'track' }),
    },
    45,
  ),
  room(
    'sistema-prega-macho',
    1200,
    900,
    {
      kind: 'detail',
      palette: 'greige',
      day: 'overcast',
      floor: 2.6,
      windows: [[0.12, 0.88]],
      dressing: detail({ heading: 'box', hardware: 'track' }),
    },
    46,
  ),

  // Each page's own opening photo, so no picture stands for two places.
  room('hero-sala-estar', 2400, 1400, { kind: 'double', palette: 'taupe', day: 'golden', windows: [[0.14, 0.86]] }, 15),
  room(
    'hero-quarto',
    2400,
    1400,
    { kind: 'bedroom', palette: 'sand', day: 'golden', windows: [[0.16, 0.84]], dressing: { closed: 0.42 } },
    16,
  ),
  room(
    'quarto-wave',
    1200,
    900,
    { kind: 'bedroom', palette: 'greige', day: 'morning', dressing: { heading: 'wave', hardware: 'track', closed: 0.55 } },
    47,
  ),
  room(
    'quarto-pe-direito-duplo',
    1200,
    900,
    { kind: 'suite', palette: 'linen', day: 'afternoon', dressing: { fabric: '#e3d6c2', closed: 0.3 } },
    48,
  ),
  room(
    'artigo-residenciais',
    1600,
    1067,
    { kind: 'dining', palette: 'sand', day: 'golden', dressing: { heading: 'wave', hardware: 'track', closed: 0.1 } },
    89,
  ),

  room('portfolio-01', 1600, 1067, { kind: 'living', palette: 'sand', day: 'afternoon' }, 51),
  room('portfolio-02', 1600, 1067, { kind: 'bedroom', palette: 'linen', day: 'golden' }, 52),
  room('portfolio-03', 1600, 1067, { kind: 'balcony', palette: 'terracotta', day: 'morning' }, 53),
  room('portfolio-04', 1600, 1067, { kind: 'office', palette: 'olive', day: 'overcast' }, 54),
  room('portfolio-05', 1600, 1067, { kind: 'dining', palette: 'taupe', day: 'golden' }, 55),
  room('portfolio-06', 1600, 1067, { kind: 'double', palette: 'ivory', day: 'morning' }, 56),
  room('portfolio-07', 1600, 1067, { kind: 'kids', palette: 'ivory', day: 'afternoon' }, 57),

  room('ambiente-01', 1600, 1067, { kind: 'living', palette: 'olive', day: 'morning', windows: [[0.3, 0.92]] }, 61),
  room('ambiente-02', 1600, 1067, { kind: 'bedroom', palette: 'sand', day: 'afternoon', dressing: { heading: 'pinch' } }, 62),
  room(
    'ambiente-03',
    1600,
    1067,
    { kind: 'reading', palette: 'taupe', day: 'golden', dressing: { hardware: 'rod', heading: 'rings', sheer: undefined } },
    63,
  ),
  room(
    'ambiente-04',
    1600,
    1067,
    { kind: 'dining', palette: 'ivory', day: 'overcast', dressing: { heading: 'wave', hardware: 'track' } },
    64,
  ),
  room('ambiente-05', 1600, 1067, { kind: 'living', palette: 'greige', day: 'dusk', dressing: { led: 0.8, closed: 0.6 } }, 65),
  room('ambiente-06', 1600, 1067, { kind: 'office', palette: 'terracotta', day: 'afternoon', dressing: { heading: 'box' } }, 66),
  room('ambiente-07', 1600, 1067, { kind: 'balcony', palette: 'linen', day: 'golden' }, 67),
  room('ambiente-08', 1600, 1067, { kind: 'bedroom', palette: 'olive', day: 'overcast', dressing: { closed: 0.5 } }, 68),
  room(
    'ambiente-09',
    1600,
    1067,
    {
      kind: 'living',
      palette: 'terracotta',
      day: 'afternoon',
      windows: [
        [0.08, 0.46],
        [0.56, 0.94],
      ],
    },
    69,
  ),
  room('ambiente-10', 1600, 1067, { kind: 'kids', palette: 'sand', day: 'morning' }, 70),
  room('ambiente-11', 1600, 1067, { kind: 'reading', palette: 'linen', day: 'overcast', dressing: { heading: 'box', closed: 0.3 } }, 71),
  room('ambiente-12', 1600, 1067, { kind: 'dining', palette: 'greige', day: 'dusk' }, 72),

  cloth('blog-01', 1600, 900, cloths.voal, 81),
  room('blog-02', 1600, 900, { kind: 'living', palette: 'ivory', day: 'golden' }, 82),
  room('blog-03', 1600, 900, { kind: 'bedroom', palette: 'taupe', day: 'dusk', dressing: { closed: 0.9 } }, 83),
  workshop('blog-04', 1600, 900, 84),
  room(
    'blog-05',
    1600,
    900,
    {
      kind: 'detail',
      palette: 'terracotta',
      day: 'afternoon',
      floor: 2.2,
      windows: [[0.1, 0.9]],
      dressing: detail({ heading: 'pinch', hardware: 'pocket' }),
    },
    85,
  ),
  room('blog-06', 1600, 900, { kind: 'office', palette: 'linen', day: 'morning' }, 86),
  cloth('blog-07', 1600, 900, cloths.linho, 87),
  room('blog-08', 1600, 900, { kind: 'balcony', palette: 'olive', day: 'afternoon' }, 88),
]
