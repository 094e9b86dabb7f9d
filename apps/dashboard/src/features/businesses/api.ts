/**
 * Platform staff's businesses through the client: the table and its review queue, the options the forms
 * offer, creating a business, one business's onboarding profile and the decisions on it, and the support
 * export requests. Queries are declared once as options, for the hooks and the route data (route-data.ts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminCreateAccountRequest,
  TOnboardingProfile,
  TSupportUploadLinkRequest,
} from '@verity/client';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/browser-files';
import type { SearchOf } from '../../lib/filter-search';
import { businessSearch } from './lib/business-search';
import { type ExportRequestSearch, toExportRequestsQuery } from './lib/export-request-search';
import { agreementFileName } from './lib/profile-review';

type BusinessSearch = SearchOf<typeof businessSearch>;

/** How many pending businesses the review queue shows before pointing at the filtered table. */
export const REVIEW_QUEUE_SIZE = 10;
export const EXPORT_REQUESTS_PAGE_SIZE = 20;

export const businessKeys = {
  all: ['admin-businesses'] as const,
  lists: ['admin-businesses', 'list'] as const,
  reviewQueue: ['admin-businesses', 'review-queue'] as const,
  options: ['admin-businesses', 'options'] as const,
  onboarding: (businessId: string) => ['admin-businesses', 'onboarding', businessId] as const,
  exportRequests: ['admin-businesses', 'export-requests'] as const,
};

/** A page of the table: the plain list without filters, the filter call with them. */
export const businessesQuery = (search: BusinessSearch) => {
  const filtered = businessSearch.isFiltered(search.draft);
  const query = businessSearch.query(search);
  return queryOptions({
    queryKey: [...businessKeys.lists, query] as const,
    queryFn: async ({ signal }) =>
      (filtered
        ? await api.businesses.filter(query, { signal })
        : await api.businesses.list(query, { signal })
      ).data,
  });
};

export const useBusinesses = (search: BusinessSearch) =>
  useQuery({ ...businessesQuery(search), placeholderData: keepPreviousData });

/** The businesses waiting for a decision, newest submission first. */
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: businessKeys.reviewQueue,
    queryFn: async ({ signal }) =>
      (await api.businesses.filter({ status: 'pending_activation', limit: REVIEW_QUEUE_SIZE }, { signal }))
        .data,
  });

export const useReviewQueue = () => useQuery(reviewQueueQuery());

export const businessOptionsQuery = () =>
  queryOptions({
    queryKey: businessKeys.options,
    queryFn: async ({ signal }) => (await api.businesses.optionsData({ signal })).data,
    // The choices change with a release, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBusinessOptions = () => useQuery(businessOptionsQuery());

/** Creates the business and invites its owner; the table and queue read again. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCreateAccountRequest) => api.businesses.createAccount(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.lists }),
  });
}

export const onboardingProfileQuery = (businessId: string) =>
  queryOptions({
    queryKey: businessKeys.onboarding(businessId),
    queryFn: async ({ signal }) => (await api.onboarding.profile(businessId, { signal })).data,
  });

export const useOnboardingProfile = (businessId: string) => useQuery(onboardingProfileQuery(businessId));

/**
 * A decision or a signature-request action: every one answers the whole profile, which replaces the cached
 * one; the table and queue read again, as the status they show may have moved. A refusal (a 409 when the
 * status moved under the page) reads the profile again too, so the page shows where it really stands.
 */
export function useProfileAction<Args>(
  businessId: string,
  action: (args: Args) => Promise<{ data: TOnboardingProfile; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(businessKeys.onboarding(businessId), data);
      void queryClient.invalidateQueries({ queryKey: businessKeys.lists });
      void queryClient.invalidateQueries({ queryKey: businessKeys.reviewQueue });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: businessKeys.onboarding(businessId) }),
  });
}

export const useActivate = (businessId: string) =>
  useProfileAction<void>(businessId, () => api.onboarding.activate(businessId));
export const useDecline = (businessId: string) =>
  useProfileAction<string[]>(businessId, (reasonsForDecline: string[]) =>
    api.onboarding.decline(businessId, { reasonsForDecline }),
  );
export const useSuspend = (businessId: string) =>
  useProfileAction<string[]>(businessId, (reasonsForSuspension: string[]) =>
    api.onboarding.suspend(businessId, { reasonsForSuspension }),
  );
export const useSendReminder = (businessId: string) =>
  useProfileAction<void>(businessId, () => api.onboarding.sendSignatureReminder(businessId));
export const useCancelSignatureRequest = (businessId: string) =>
  useProfileAction<void>(businessId, () => api.onboarding.cancelSignatureRequest(businessId));

/**
 * The agreement as it stands, saved under the server's name for it: the preview details carry the open
 * request's number, which the blob call cannot (the client reads the body, not the headers).
 */
export function useDownloadSla(businessId: string) {
  return useMutation({
    mutationFn: async (status: NonNullable<TOnboardingProfile['signatureRequest']>['status']) => {
      const [blob, preview] = await Promise.all([
        api.onboarding.downloadSla(businessId),
        api.onboarding.slaPreviewDetails(businessId),
      ]);
      saveBlob(blob, agreementFileName(preview.data.agreementNumber, status));
    },
  });
}

/** A page of every business's export requests, for support. */
export const supportExportRequestsQuery = (search: ExportRequestSearch) => {
  const query = toExportRequestsQuery(search, EXPORT_REQUESTS_PAGE_SIZE);
  return queryOptions({
    queryKey: [...businessKeys.exportRequests, query] as const,
    queryFn: async ({ signal }) => (await api.identity.supportExportRequests(query, { signal })).data,
  });
};

export const useSupportExportRequests = (search: ExportRequestSearch) =>
  useQuery({ ...supportExportRequestsQuery(search), placeholderData: keepPreviousData });

/** Attaches the report's link to a request (which marks it completed); the list reads again. */
export function useUploadSupportLink(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSupportUploadLinkRequest) =>
      (await api.identity.uploadSupportLink(requestId, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.exportRequests }),
  });
}
