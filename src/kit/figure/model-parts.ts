/**
 * What a figure's state module reads off its model instead of writing twice: the state's field
 * types (from the model's fields and defaults), and a preset's input as default values.
 */
import type { FigureModel, FigurePreset } from './model';

/** The fields of a model's state: `type RayFields = FieldsOf<typeof rayModel>`. */
export type FieldsOf<M> = M extends FigureModel<infer S, infer _I, infer _P> ? S : never;

/**
 * The input of the preset `id`, e.g. the default preset's points as the state's defaults. An
 * unknown id is a typo in the figure's own source, so it throws when the module loads: every
 * test and the build then stop at it.
 */
export function presetInput<I>(presets: readonly FigurePreset<I>[], id: string): I {
  const preset = presets.find((candidate) => candidate.id === id);
  if (preset === undefined) throw new Error(`presetInput: no preset "${id}"`);
  return preset.input;
}
