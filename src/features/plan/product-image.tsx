import { useState } from 'react';
import styles from './product-image.module.css';

/** The picture's side in CSS pixels (product-image.module.css draws the same). */
export const PRODUCT_IMAGE_PX = 64;

export interface ProductImageProps {
  src: string | null;
  /** The product's name: the image's text alternative and the placeholder's initial. */
  name: string;
}

/**
 * The item's picture, or a calm lettered tile when there is none or it fails to load (the CDN is
 * down, an old image was removed): a broken-image icon is the kind of detail that costs trust.
 */
export function ProductImage({ src, name }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={styles.placeholder} role="img" aria-label={name}>
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '•'}</span>
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt={name}
      width={PRODUCT_IMAGE_PX}
      height={PRODUCT_IMAGE_PX}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
