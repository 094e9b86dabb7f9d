/**
 * The builder's header: the form's title (the page's h1), the save status, Undo and Redo, Preview, and
 * the publish, share and delete dialogs.
 */

import { useQueryClient } from '@tanstack/react-query';
import type { TVFormTemplate } from '@verity/client';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/button-link';
import { vformKeys } from '../../api/keys';
import { DeleteDialog } from '../delete-dialog';
import { PublishDialog } from '../publish-dialog';
import { ShareModal } from '../share-modal';
import { useBuilder, useBuilderContext } from './builder-context';
import { SaveStatus } from './save-status';

type Dialog = 'publish' | 'share' | 'delete' | null;

export interface BuilderHeaderProps {
  previewing: boolean;
  onTogglePreview(): void;
}

export function BuilderHeader({ previewing, onTogglePreview }: BuilderHeaderProps) {
  const { store, template } = useBuilderContext();
  const title = useBuilder((s) => s.state.settings.title);
  const canUndo = useBuilder((s) => s.past.length > 0);
  const canRedo = useBuilder((s) => s.future.length > 0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const published = template.status === 'published';
  const archived = template.status === 'archived';

  const open = (next: Dialog) => {
    // What the dialog acts on must be saved first.
    void store.getState().flush();
    setDialog(next);
  };
  const close = () => setDialog(null);
  const summary = {
    id: template.id,
    title,
    status: template.status,
    entries: template.entries,
    publicUrl: template.publicUrl,
  };

  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-muted text-sm">
          Form builder · {published ? 'Published' : archived ? 'Archived' : 'Draft'}
        </p>
        <h1 className="truncate font-semibold text-2xl">{title}</h1>
        <SaveStatus />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => store.getState().undo()}
        >
          Undo
        </Button>
        <Button
          variant="secondary"
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          onClick={() => store.getState().redo()}
        >
          Redo
        </Button>
        <Button variant="secondary" aria-pressed={previewing} onClick={onTogglePreview}>
          {previewing ? 'Back to editing' : 'Preview here'}
        </Button>
        <ButtonLink
          variant="secondary"
          href={`/v-forms/${encodeURIComponent(template.id)}/preview`}
          onClick={() => void store.getState().flush()}
        >
          Open preview
        </ButtonLink>
        {!archived && <Button onClick={() => open('publish')}>{published ? 'Unpublish' : 'Publish'}</Button>}
        <Button variant="secondary" onClick={() => open('share')}>
          Share
        </Button>
        <Button variant="danger" onClick={() => open('delete')}>
          Delete
        </Button>
      </div>
      {dialog === 'publish' && (
        <PublishDialog
          open
          template={summary}
          onClose={close}
          onDone={(updated: TVFormTemplate) => {
            queryClient.setQueryData(vformKeys.template(template.id), updated);
            void queryClient.invalidateQueries({ queryKey: vformKeys.lists() });
          }}
        />
      )}
      {dialog === 'share' && <ShareModal open template={summary} onClose={close} />}
      {dialog === 'delete' && (
        <DeleteDialog
          open
          template={summary}
          onClose={close}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: vformKeys.lists() });
            navigate('/v-forms/forms');
          }}
        />
      )}
    </header>
  );
}
