/**
 * The open form's store, handed down by context: every builder component reads the slice it shows with
 * `useBuilder(selector)` and changes the form only through `run` (a command).
 */
import type { TVFormTemplate } from '@verity/client';
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { BuilderStore, BuilderStoreApi } from '../../lib/builder/builder-store';

export interface BuilderContextValue {
  store: BuilderStoreApi;
  /** The form as the server last answered it: id, status, links (the edits live in the store). */
  template: TVFormTemplate;
}

const BuilderContext = createContext<BuilderContextValue | null>(null);

export function BuilderProvider({ value, children }: { value: BuilderContextValue; children: ReactNode }) {
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>;
}

export function useBuilderContext(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder needs a BuilderProvider');
  return value;
}

export function useBuilder<T>(selector: (store: BuilderStore) => T): T {
  return useStore(useBuilderContext().store, selector);
}

/** The store's actions (stable: they never change for a store). */
export function useBuilderActions() {
  const { store } = useBuilderContext();
  return store.getState();
}
