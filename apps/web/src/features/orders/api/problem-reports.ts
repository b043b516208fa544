import type {
  CreateProblemReportBody,
  OrderProblems,
  ProblemReport,
} from '@atelier/shared/schemas/problem-reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const path = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/problems`;
export const orderProblemsKey = (orderId: string) => ['/api/orders', orderId, 'problems'] as const;

/** The order's problem reports, and whether one may be sent now (a delivered canvas, 30 days). */
export const useOrderProblems = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orderProblemsKey(orderId),
    queryFn: () => apiRequest<OrderProblems>('GET', path(orderId)),
    enabled,
  });

export const useReportProblem = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProblemReportBody) =>
      apiRequest<ProblemReport>('POST', path(orderId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderProblemsKey(orderId) }),
  });
};
