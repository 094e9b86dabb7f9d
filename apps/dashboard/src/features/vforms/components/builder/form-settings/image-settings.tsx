/**
 * The logo and the banner: uploaded through the media service (its `cachedLocation` is stored), or for the
 * banner one of the stock banners (GET /v-forms/banner). Either can be removed.
 */
import { PUBLIC_ASSET_LINK_DAYS, type TVFormSettings } from '@verity/client';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { api } from '../../../../../lib/api-client';
import { handleError } from '../../../../../lib/handle-error';
import { useBanners } from '../../../api/builder-api';
import { SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

export function ImageSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  const banners = useBanners();
  return (
    <SettingsGroup title="Logo and banner">
      <ImageUpload label="Logo" value={settings.logo} onChange={(logo) => set({ logo })} />
      <ImageUpload label="Banner" value={settings.banner} onChange={(banner) => set({ banner })} />
      {banners.data && banners.data.length > 0 && (
        <fieldset>
          <legend className="mb-1 font-medium text-ink text-sm">Stock banners</legend>
          <div className="grid grid-cols-2 gap-2">
            {banners.data.map((banner) => {
              const chosen = settings.banner === banner.url;
              return (
                <button
                  key={banner.id}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={`Use the ${banner.name} banner`}
                  className={clsx(
                    'overflow-hidden rounded border-2',
                    chosen ? 'border-brand-600' : 'border-transparent hover:border-slate-300',
                  )}
                  onClick={() => set({ banner: banner.url })}
                >
                  <img src={banner.url} alt="" className="h-12 w-full object-cover" />
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </SettingsGroup>
  );
}

function ImageUpload({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { data } = await api.media.uploadMedia([{ blob: file, name: file.name }], {
        expireInDays: PUBLIC_ASSET_LINK_DAYS,
      });
      const location = data.items[0]?.cachedLocation;
      if (location) onChange(location);
    } catch (error) {
      handleError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {value && (
        <img
          src={value}
          alt={`Current ${label.toLowerCase()}`}
          className="h-12 w-auto self-start rounded border border-slate-200"
        />
      )}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="min-w-0 text-sm"
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {uploading && <Spinner size="sm" label={`Uploading the ${label.toLowerCase()}`} />}
        {value && (
          <Button
            variant="ghost"
            onClick={() => onChange(null)}
            aria-label={`Remove the ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
