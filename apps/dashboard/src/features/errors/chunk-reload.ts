// STUB: replaced by the chunk-load reload of §8.
export function installChunkReload(): void {}
