// The open tool, as the tool panel hands it to its screen: the hooks a screen calls
// (useGenerate) take the tool's content type and generators from here, and where its
// work starts (a brief, another piece: starting-point.ts).
import { type ComponentType, createContext, useContext } from 'react';
import type { Tool } from '#domain/tools.ts';
import type { AnyGenerate } from '../generators/shared/text-generators.ts';
import type { StartingPoint } from './starting-point.ts';

export type ToolRuntime = {
  screen: () => Promise<ComponentType>;
  /** A text tool's generators; the image tool has none (the generate-image function draws). */
  generators?: () => Promise<AnyGenerate>;
};

export type OpenTool = { tool: Tool; runtime: ToolRuntime; start?: StartingPoint };

export const OpenToolContext = createContext<OpenTool | null>(null);

export function useOpenTool(): OpenTool {
  const open = useContext(OpenToolContext);
  if (!open) throw new Error('A tool screen renders inside the tool panel');
  return open;
}
