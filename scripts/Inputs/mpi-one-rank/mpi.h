/* A stand-in for <mpi.h> with exactly one rank, for building programs that
 * include MPI unconditionally (SNAP of AMD's ComputeApps) on a machine
 * without MPI. Used by scripts/try-hcc-tests.py; not part of amp2hip.
 *
 * Rank 0 of 1: collectives copy the send buffer to the receive buffer, a
 * broadcast leaves the buffer as it is, and the Cartesian topology has one
 * cell. A one-rank program has no peer, so point-to-point calls fail with
 * MPI_ERR_OTHER rather than wait forever. Each datatype's value is its size
 * in bytes, which is all the copies need. Valid C and C++. */
#ifndef AMP2HIP_MPI_ONE_RANK_H
#define AMP2HIP_MPI_ONE_RANK_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef int MPI_Comm;
typedef int MPI_Datatype;
typedef int MPI_Op;
typedef struct {
  int MPI_SOURCE;
  int MPI_TAG;
  int MPI_ERROR;
} MPI_Status;

#define MPI_COMM_WORLD 1
#define MPI_COMM_SELF 2
#define MPI_SUCCESS 0
#define MPI_ERR_OTHER 15
#define MPI_ANY_SOURCE (-1)
#define MPI_ANY_TAG (-1)
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
#define MPI_IN_PLACE ((void *)1)

#define MPI_CHAR ((MPI_Datatype)sizeof(char))
#define MPI_INT ((MPI_Datatype)sizeof(int))
#define MPI_UNSIGNED ((MPI_Datatype)sizeof(unsigned))
#define MPI_LONG ((MPI_Datatype)sizeof(long))
#define MPI_UNSIGNED_LONG ((MPI_Datatype)sizeof(unsigned long))
#define MPI_LONG_LONG ((MPI_Datatype)sizeof(long long))
#define MPI_FLOAT ((MPI_Datatype)sizeof(float))
#define MPI_DOUBLE ((MPI_Datatype)sizeof(double))

#define MPI_MAX 1
#define MPI_MIN 2
#define MPI_SUM 3
#define MPI_PROD 4

static inline int MPI_Init(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  return MPI_SUCCESS;
}
static inline int MPI_Finalize(void) { return MPI_SUCCESS; }
static inline int MPI_Abort(MPI_Comm comm, int code) {
  (void)comm;
  exit(code);
}
static inline int MPI_Barrier(MPI_Comm comm) {
  (void)comm;
  return MPI_SUCCESS;
}
static inline int MPI_Comm_rank(MPI_Comm comm, int *rank) {
  (void)comm;
  *rank = 0;
  return MPI_SUCCESS;
}
static inline int MPI_Comm_size(MPI_Comm comm, int *size) {
  (void)comm;
  *size = 1;
  return MPI_SUCCESS;
}

/* The one cell of a Cartesian topology: every coordinate is 0. */
static inline int MPI_Cart_create(MPI_Comm old, int ndims, const int *dims,
                                  const int *periods, int reorder,
                                  MPI_Comm *cart) {
  (void)ndims;
  (void)dims;
  (void)periods;
  (void)reorder;
  *cart = old;
  return MPI_SUCCESS;
}
static inline int MPI_Cart_coords(MPI_Comm comm, int rank, int ndims,
                                  int *coords) {
  int i;
  (void)comm;
  (void)rank;
  for (i = 0; i < ndims; ++i)
    coords[i] = 0;
  return MPI_SUCCESS;
}
static inline int MPI_Cart_rank(MPI_Comm comm, const int *coords, int *rank) {
  (void)comm;
  (void)coords;
  *rank = 0;
  return MPI_SUCCESS;
}

/* Point to point: no other rank to talk to. */
static inline int MPI_Send(const void *buf, int count, MPI_Datatype type,
                           int dest, int tag, MPI_Comm comm) {
  (void)buf;
  (void)count;
  (void)type;
  (void)dest;
  (void)tag;
  (void)comm;
  return MPI_ERR_OTHER;
}
static inline int MPI_Recv(void *buf, int count, MPI_Datatype type,
                           int source, int tag, MPI_Comm comm,
                           MPI_Status *status) {
  (void)buf;
  (void)count;
  (void)type;
  (void)source;
  (void)tag;
  (void)comm;
  (void)status;
  return MPI_ERR_OTHER;
}

/* Collectives over one rank. */
static inline int MPI_Bcast(void *buf, int count, MPI_Datatype type, int root,
                            MPI_Comm comm) {
  (void)buf;
  (void)count;
  (void)type;
  (void)root;
  (void)comm;
  return MPI_SUCCESS;
}
static inline int MPI_Allreduce(const void *send, void *recv, int count,
                                MPI_Datatype type, MPI_Op op, MPI_Comm comm) {
  (void)op;
  (void)comm;
  if (send != MPI_IN_PLACE)
    memcpy(recv, send, (size_t)count * (size_t)type);
  return MPI_SUCCESS;
}
static inline int MPI_Reduce(const void *send, void *recv, int count,
                             MPI_Datatype type, MPI_Op op, int root,
                             MPI_Comm comm) {
  (void)root;
  return MPI_Allreduce(send, recv, count, type, op, comm);
}

#endif
