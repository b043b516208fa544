import type { CompressionStage } from '@/lib/image-compression';

/** What the parent gets for every file that finished uploading. */
export interface UploadedFile {
  url: string;
  key: string;
  /** The name the visitor picked. */
  name: string;
  /** Bytes actually uploaded (after compression). */
  size: number;
}

export type UploadStatus = 'pending' | 'compressing' | 'uploading' | 'completed' | 'error';

/** SPEC.md §3 compression status. */
export interface CompressionStatus {
  isCompressing: boolean;
  originalSize: number;
  compressedSize: number;
  progress: number;
  stage: CompressionStage;
  fileName: string;
}

/** SPEC.md §3 upload progress item per file. */
export interface UploadProgressItem {
  id: string;
  file: File;
  status: UploadStatus;
  uploadedUrl?: string;
  error?: string;
  compressionStatus?: CompressionStatus;
}
