/**
 * Document captures and liveness checks beneath a business (platform admin) and an organization, like
 * customer verification's scoped history (module routes repeat beneath both scopes), in the 'business' and
 * 'organization' layouts. The scoped customer-verification history links here.
 */
import type { HistoryScope } from '@verity/client';
import { useParams } from 'wouter';
import type { CaptureListKind } from '../api';
import { CaptureDetail } from './capture-detail-page';
import { CaptureListPage } from './capture-list-page';

type ScopeParams = { businessId?: string; organizationId?: string };

function scopeOf({ businessId, organizationId }: ScopeParams): HistoryScope {
  if (businessId !== undefined) return { kind: 'admin', businessId };
  return { kind: 'organization', organizationId: organizationId ?? '' };
}

function ScopedList({ kind }: { kind: CaptureListKind }) {
  const scope = scopeOf(useParams<ScopeParams>());
  return <CaptureListPage kind={kind} scope={scope} />;
}

function ScopedDetail({ kind }: { kind: CaptureListKind }) {
  const params = useParams<ScopeParams & { captureId?: string }>();
  const id = params.captureId ?? '';
  return <CaptureDetail key={id} kind={kind} id={id} scope={scopeOf(params)} />;
}

export const ScopedDocumentCapturesPage = () => <ScopedList kind="document" />;
export const ScopedLivenessChecksPage = () => <ScopedList kind="liveness" />;
export const ScopedDocumentCapturePage = () => <ScopedDetail kind="document" />;
export const ScopedLivenessCheckPage = () => <ScopedDetail kind="liveness" />;
