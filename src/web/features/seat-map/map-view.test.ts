import { describe, expect, it } from 'vitest';
import type { VenueLayout } from '../../../shared/contracts/catalogue.ts';
import type { SectionShape } from './map-geometry.ts';
import { boxAround, fitView, sectionsForView } from './map-view.ts';

const sections = [
  { id: 1, code: 'ORCH', name: 'Orchestra', level: 'orchestra', rows: [] },
  { id: 2, code: 'BALC', name: 'Balcony', level: 'balcony', rows: [] },
  { id: 3, code: 'BOOTH', name: 'Sensory Viewing Booth', level: 'booth', rows: [] },
] as VenueLayout['sections'];

describe('sectionsForView', () => {
  it('finds sections by level or by code, in any case', () => {
    expect(sectionsForView(sections, 'balcony')).toEqual([2]);
    expect(sectionsForView(sections, 'Balc')).toEqual([2]);
    expect(sectionsForView(sections, 'ORCHESTRA')).toEqual([1]);
    expect(sectionsForView(sections, 'booth')).toEqual([3]);
  });

  it('finds nothing for no view or an unknown one (the whole map)', () => {
    expect(sectionsForView(sections, undefined)).toEqual([]);
    expect(sectionsForView(sections, '')).toEqual([]);
    expect(sectionsForView(sections, 'royal-box')).toEqual([]);
    expect(sectionsForView(sections, '<script>')).toEqual([]);
  });
});

describe('boxAround and fitView', () => {
  const shape = (id: number, box: SectionShape['box']): SectionShape => ({
    id,
    name: '',
    level: 'orchestra',
    box,
    label: { x: 0, y: 0 },
  });
  const shapes = [
    shape(1, { x: 100, y: 100, width: 800, height: 500 }),
    shape(2, { x: 150, y: 650, width: 700, height: 150 }),
  ];

  it('boxes the named sections with a margin', () => {
    expect(boxAround(shapes, [2], 10)).toEqual({ x: 140, y: 640, width: 720, height: 170 });
    expect(boxAround(shapes, [1, 2], 0)).toEqual({ x: 100, y: 100, width: 800, height: 700 });
    expect(boxAround(shapes, [9])).toBeUndefined();
  });

  it('zooms so the target fills the frame, its centre on the frame’s centre', () => {
    const frame = { x: 0, y: 0, width: 1000, height: 800 };
    const target = { x: 150, y: 650, width: 700, height: 150 };
    const view = fitView(frame, target);
    expect(view.k).toBeCloseTo(1000 / 700);
    const centre = { x: view.x + view.k * 500, y: view.y + view.k * 725 };
    expect(centre.x).toBeCloseTo(500);
    expect(centre.y).toBeCloseTo(400);
  });
});
