// The gRPC face of the emulator: a grpc-js server whose google.firestore.v1.Firestore service is
// built from the shipped protos, with messages converted to and from proto3 JSON at the edge.
// Connections are injected by the port sniffer, so the server never binds a port itself. grpc-js
// is passed in rather than imported so the emulator can listen before that module has loaded.
import type * as grpc from '@grpc/grpc-js';

type GrpcModule = typeof import('@grpc/grpc-js');

import type protobuf from 'protobufjs';
import { autoId } from '../core/auto-id';
import type { FirestoreDatabase, ListenTarget, StopListening } from '../core/database';
import type { EmulatorState } from '../core/emulator-state';
import { FirestoreError, GRPC_STATUS, isFirestoreError } from '../core/errors';
import { type Identity, identityFromAuthorization } from '../core/identity';
import { databaseOf } from '../core/resource-names';
import type { ListenResponse, Write } from '../wire/messages';
import {
  decodeMessage,
  encodeMessage,
  firestoreProtoRoot,
  type Json,
  ProtoJsonError,
} from '../wire/proto';
import type { FirestoreService } from './firestore-service';

/** A request whose bytes did not decode; handlers answer it with INVALID_ARGUMENT. */
class MalformedRequest {
  constructor(readonly reason: string) {}
}

type Incoming = Json | MalformedRequest;

export function toGrpcStatus(error: unknown): grpc.ServerErrorResponse {
  if (isFirestoreError(error)) {
    return Object.assign(new Error(error.message), { code: error.code, details: error.message });
  }
  if (error instanceof ProtoJsonError || error instanceof RangeError) {
    return Object.assign(new Error(error.message), {
      code: GRPC_STATUS.INVALID_ARGUMENT,
      details: error.message,
    });
  }
  console.error('[firestore] internal error', error);
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { code: GRPC_STATUS.INTERNAL, details: message });
}

function requestJson(message: Incoming): Json {
  if (message instanceof MalformedRequest) {
    throw new FirestoreError('INVALID_ARGUMENT', message.reason);
  }
  return message;
}

function callerOf(metadata: grpc.Metadata): Identity {
  const header = metadata.get('authorization')[0];
  return identityFromAuthorization(typeof header === 'string' ? header : header?.toString('utf8'));
}

function serviceDefinition(): grpc.ServiceDefinition {
  const service: protobuf.Service = firestoreProtoRoot().lookupService(
    'google.firestore.v1.Firestore',
  );
  const definition: Record<string, grpc.MethodDefinition<Incoming, Json>> = {};
  for (const method of service.methodsArray) {
    method.resolve();
    const requestType = method.resolvedRequestType as protobuf.Type;
    const responseType = method.resolvedResponseType as protobuf.Type;
    definition[method.name] = {
      path: `/google.firestore.v1.Firestore/${method.name}`,
      requestStream: Boolean(method.requestStream),
      responseStream: Boolean(method.responseStream),
      requestSerialize: (value) => Buffer.from(encodeMessage(requestType, requestJson(value))),
      requestDeserialize: (bytes) => {
        try {
          return decodeMessage(requestType, bytes);
        } catch (error) {
          if (error instanceof ProtoJsonError || error instanceof RangeError) {
            return new MalformedRequest(`Invalid request: ${error.message}`);
          }
          throw error;
        }
      },
      responseSerialize: (value) => Buffer.from(encodeMessage(responseType, value)),
      responseDeserialize: (bytes) => decodeMessage(responseType, bytes),
    };
  }
  return definition;
}

function streamToken(): string {
  return Buffer.from(autoId()).toString('base64');
}

function handleWrite(state: EmulatorState, call: grpc.ServerDuplexStream<Incoming, Json>): void {
  let finished = false;
  let database: FirestoreDatabase | undefined;
  const fail = (error: unknown) => {
    if (finished) return;
    finished = true;
    call.emit('error', toGrpcStatus(error));
  };
  let identity: Identity;
  try {
    identity = callerOf(call.metadata);
  } catch (error) {
    fail(error);
    return;
  }
  call.on('data', (incoming: Incoming) => {
    if (finished) return;
    try {
      const request = requestJson(incoming);
      if (!database) {
        const ref = databaseOf(request.database, 'database');
        // The first request only opens the stream; writes in it would otherwise go unanswered.
        if (Array.isArray(request.writes) && request.writes.length > 0) {
          throw new FirestoreError(
            'INVALID_ARGUMENT',
            'The first request of a Write stream must not contain writes.',
          );
        }
        database = state.database(ref.projectId, ref.databaseId);
        call.write({ streamId: autoId(), streamToken: streamToken() });
        return;
      }
      const response = database.commit(
        { writes: (request.writes ?? []) as Write[] },
        state.authorizer(identity, database),
      );
      call.write({
        streamToken: streamToken(),
        writeResults: response.writeResults,
        commitTime: response.commitTime,
      } as unknown as Json);
    } catch (error) {
      fail(error);
    }
  });
  call.on('end', () => {
    if (finished) return;
    finished = true;
    call.end();
  });
  call.on('cancelled', () => {
    finished = true;
  });
}

function handleListen(state: EmulatorState, call: grpc.ServerDuplexStream<Incoming, Json>): void {
  let finished = false;
  let database: FirestoreDatabase | undefined;
  const targets = new Map<number, StopListening>();
  const stopAll = () => {
    for (const stop of targets.values()) stop(false);
    targets.clear();
  };
  const fail = (error: unknown) => {
    if (finished) return;
    finished = true;
    stopAll();
    call.emit('error', toGrpcStatus(error));
  };
  // The core calls the sink from inside other clients' commits: a failure here must end this
  // stream only, later and outside the core's notification loop, never fail their commit.
  const sink = (response: ListenResponse) => {
    if (finished) return;
    try {
      call.write(response as unknown as Json);
    } catch (error) {
      queueMicrotask(() => fail(error));
    }
  };
  let identity: Identity;
  try {
    identity = callerOf(call.metadata);
  } catch (error) {
    fail(error);
    return;
  }
  call.on('data', (incoming: Incoming) => {
    if (finished) return;
    try {
      const request = requestJson(incoming);
      const ref = databaseOf(request.database, 'database');
      if (!database) database = state.database(ref.projectId, ref.databaseId);
      else if (database !== state.database(ref.projectId, ref.databaseId)) {
        throw new FirestoreError('INVALID_ARGUMENT', 'A Listen stream serves one database.');
      }
      const addTarget = request.addTarget as ListenTarget | undefined;
      if (addTarget) {
        const targetId = addTarget.targetId ?? 0;
        targets.get(targetId)?.(false);
        const stop = database.listen(
          { ...addTarget, targetId },
          sink,
          state.authorizer(identity, database),
        );
        targets.set(targetId, stop);
      } else if (request.removeTarget !== undefined) {
        const targetId = Number(request.removeTarget);
        targets.get(targetId)?.(true);
        targets.delete(targetId);
      }
    } catch (error) {
      fail(error);
    }
  });
  call.on('end', () => {
    if (finished) return;
    finished = true;
    stopAll();
    call.end();
  });
  call.on('cancelled', () => {
    finished = true;
    stopAll();
  });
}

/** A grpc-js server serving the Firestore service; feed it sockets with its connection injector. */
export function createGrpcServer(
  grpcModule: GrpcModule,
  state: EmulatorState,
  service: FirestoreService,
): grpc.Server {
  const server = new grpcModule.Server({
    // The service takes commits of up to 10 MiB; room above that lets oversized documents reach
    // the core, which answers them with the service's INVALID_ARGUMENT instead of a transport error.
    'grpc.max_receive_message_length': 32 * 1024 * 1024,
    'grpc.max_send_message_length': -1,
  });
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(service.unary)) {
    implementation[name] = (
      call: grpc.ServerUnaryCall<Incoming, Json>,
      callback: grpc.sendUnaryData<Json>,
    ) => {
      try {
        callback(null, method(requestJson(call.request), callerOf(call.metadata)));
      } catch (error) {
        callback(toGrpcStatus(error));
      }
    };
  }
  for (const [name, method] of Object.entries(service.streaming)) {
    implementation[name] = (call: grpc.ServerWritableStream<Incoming, Json>) => {
      let messages: Json[];
      try {
        messages = method(requestJson(call.request), callerOf(call.metadata));
      } catch (error) {
        call.emit('error', toGrpcStatus(error));
        return;
      }
      for (const message of messages) call.write(message);
      call.end();
    };
  }
  implementation.Write = (call: grpc.ServerDuplexStream<Incoming, Json>) =>
    handleWrite(state, call);
  implementation.Listen = (call: grpc.ServerDuplexStream<Incoming, Json>) =>
    handleListen(state, call);
  implementation.PartitionQuery = (
    _call: grpc.ServerUnaryCall<Incoming, Json>,
    callback: grpc.sendUnaryData<Json>,
  ) => {
    // One partition covering the whole query is a valid answer: no cursors.
    callback(null, {});
  };
  server.addService(serviceDefinition(), implementation);
  return server;
}
