import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../../session/use-current-user';
import { ApiKeysCard } from '../components/api-keys-card';
import { IpAllowlistCard } from '../components/ip-allowlist-card';
import { WebhookCard } from '../components/webhook-card';

/** Settings → API & Webhooks (the settings child `api-webhooks`). */
export default function ApiWebhooksPage() {
  useDocumentTitle('API & Webhooks');
  const { user } = useCurrentUser();
  const environment = user?.environment === 'live' ? 'live' : 'sandbox';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">API &amp; Webhooks</h1>
      <ApiKeysCard environment={environment} />
      <IpAllowlistCard />
      <WebhookCard />
    </div>
  );
}
