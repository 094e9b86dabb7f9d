/**
 * The form's thumbnail (`previewImage`), shown where forms are listed: drawn from the form as it is now
 * (lib/builder/preview-image.ts) or a PNG/JPEG of the user's own, uploaded through the media service as a
 * file named by timestamp; its `cachedLocation` is saved. It can be removed.
 */
import { PUBLIC_ASSET_LINK_DAYS, type TVFormSettings } from '@verity/client';
import { useId, useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { api } from '../../../../../lib/api-client';
import { handleError } from '../../../../../lib/handle-error';
import { orderedFields } from '../../../lib/builder/builder-state';
import { paintPreview } from '../../../lib/builder/paint-preview';
import { previewImageName, previewImageSteps } from '../../../lib/builder/preview-image';
import { useBuilderContext } from '../builder-context';
import { SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

export function PreviewImageSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  const { store } = useBuilderContext();
  const id = useId();
  const [busy, setBusy] = useState<'drawing' | 'uploading' | null>(null);
  const value = settings.previewImage;

  const upload = async (blob: Blob, type: string) => {
    const { data } = await api.media.uploadMedia([{ blob, name: previewImageName(type) }], {
      expireInDays: PUBLIC_ASSET_LINK_DAYS,
    });
    const location = data.items[0]?.cachedLocation;
    if (location) set({ previewImage: location });
  };

  const draw = async () => {
    setBusy('drawing');
    try {
      // The newest edits, not the ones this render saw.
      const state = store.getState().state;
      await upload(await paintPreview(previewImageSteps(state.settings, orderedFields(state))), 'image/png');
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy('uploading');
    try {
      await upload(file, file.type);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsGroup title="Preview image">
      <p className="text-muted text-xs">The thumbnail shown where your forms are listed.</p>
      {value ? (
        <img
          src={value}
          alt="Current form thumbnail"
          className="h-24 w-auto self-start rounded border border-slate-200"
        />
      ) : (
        <p className="text-muted text-sm">No preview image yet.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          loading={busy === 'drawing'}
          disabled={busy !== null}
          onClick={() => void draw()}
        >
          {value ? 'Redraw from the form' : 'Draw from the form'}
        </Button>
        {value && (
          <Button
            variant="ghost"
            disabled={busy !== null}
            onClick={() => set({ previewImage: null })}
            aria-label="Remove the preview image"
          >
            Remove
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          Or upload your own (PNG or JPEG)
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="min-w-0 text-sm"
          disabled={busy !== null}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </SettingsGroup>
  );
}
