/**
 * /document-capture/{document_id} and /liveness-check/{capture_id}: one capture with the server's decision
 * and why, the liveness challenge and scores, the face match, the document's sides, machine-readable zone and
 * compared details, and the images while they are kept.
 */
import {
  captureDocumentLabels,
  type HistoryScope,
  type TCaptureDetail,
  type TCaptureImage,
} from '@verity/client';
import { useParams } from 'wouter';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { SummaryList } from '../../../components/ui/summary-list';
import { formatDateTime } from '../../../lib/format';
import { businessScope, scopedPath } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type CaptureListKind, useCaptureDetail } from '../api';
import { CaptureDecision, DocumentResult, LivenessResult } from '../components/capture-result';
import { captureListPaths } from '../lib/capture-paths';
import { captureStatusLabel } from '../lib/capture-status';

const lists: Record<CaptureListKind, { label: string; title: string }> = {
  document: { label: 'Back to document captures', title: 'Document capture' },
  liveness: { label: 'Back to liveness checks', title: 'Liveness check' },
};

function imageLabel(image: TCaptureImage): string {
  const what = image.kind === 'frame' ? `frame ${Number(image.key) + 1}` : `document ${image.key}`;
  return `Attempt ${image.attempt}, ${what}`;
}

function CaptureImages({ images }: { images: TCaptureImage[] }) {
  if (images.length === 0) return <p className="text-muted">Nothing was uploaded.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {images.map((image) => (
        <li key={`${image.attempt}-${image.kind}-${image.key}`} className="flex flex-col gap-1">
          {image.url ? (
            <img
              src={image.url}
              alt={imageLabel(image)}
              loading="lazy"
              className="aspect-[4/3] w-full rounded border border-slate-200 bg-slate-50 object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded border border-slate-200 border-dashed p-2 text-center text-muted text-xs">
              Removed after the retention period
            </div>
          )}
          <span className="text-muted text-xs">{imageLabel(image)}</span>
        </li>
      ))}
    </ul>
  );
}

export function CaptureDetail({
  kind,
  id,
  scope = businessScope,
}: {
  kind: CaptureListKind;
  id: string;
  scope?: HistoryScope;
}) {
  const capture = useCaptureDetail(kind, id, scope);
  const list = { ...lists[kind], href: scopedPath(scope, captureListPaths[kind]) };
  useDocumentTitle(capture.data?.name ? `${list.title}: ${capture.data.name}` : list.title);
  return (
    <DetailFrame
      query={capture}
      back={list}
      title={list.title}
      loadingLabel={`Loading the ${list.title.toLowerCase()}`}
    >
      {(data: TCaptureDetail, back) => (
        <>
          {back}
          <div>
            <h1 className="font-semibold text-2xl">{data.name ?? list.title}</h1>
            {data.reference && <p className="font-mono text-muted">{data.reference}</p>}
          </div>
          <DetailSection title="Summary">
            <SummaryList
              rows={[
                ['Status', captureStatusLabel[data.status]],
                [
                  'Document',
                  data.documentType ? captureDocumentLabels[data.documentType] : 'None (liveness only)',
                ],
                ['Attempts', `${data.attemptsUsed} of ${data.maxAttempts}`],
                ['Requested by', data.requestedBy.name],
                ['Created', formatDateTime(data.createdAt)],
                ['Decided', data.result ? formatDateTime(data.result.decidedAt) : 'Not yet'],
              ]}
            />
          </DetailSection>
          <CaptureDecision result={data.result} />
          {data.result?.liveness && (
            <LivenessResult liveness={data.result.liveness} faceMatch={data.result.faceMatch} />
          )}
          {data.result?.document && <DocumentResult document={data.result.document} />}
          <DetailSection title="Images">
            <CaptureImages images={data.images} />
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}

export function DocumentCapturePage() {
  const { documentId = '' } = useParams<{ documentId: string }>();
  return <CaptureDetail key={documentId} kind="document" id={documentId} />;
}

export function LivenessCheckPage() {
  const { captureId = '' } = useParams<{ captureId: string }>();
  return <CaptureDetail key={captureId} kind="liveness" id={captureId} />;
}
