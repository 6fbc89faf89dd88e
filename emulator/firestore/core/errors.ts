/** gRPC status names with their numeric codes, as google.rpc.Code defines them. */
export const GRPC_STATUS = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type GrpcStatusName = keyof typeof GRPC_STATUS;

/** HTTP status the REST surface answers for each gRPC status (google.rpc.Code mapping). */
export const HTTP_STATUS: Record<GrpcStatusName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

/**
 * The one error type the core throws for every expected failure. Transports map `status` to a
 * gRPC status (numeric `code`) or to a REST error body ({ error: { code: httpStatus, message, status } }).
 */
export class FirestoreError extends Error {
  readonly status: GrpcStatusName;
  readonly code: number;
  readonly httpStatus: number;

  constructor(status: GrpcStatusName, message: string) {
    super(message);
    this.name = 'FirestoreError';
    this.status = status;
    this.code = GRPC_STATUS[status];
    this.httpStatus = HTTP_STATUS[status];
  }
}

export function invalidArgument(message: string): FirestoreError {
  return new FirestoreError('INVALID_ARGUMENT', message);
}

export function isFirestoreError(error: unknown): error is FirestoreError {
  return error instanceof FirestoreError;
}
