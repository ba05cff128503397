/**
 * Open modal layers, innermost last. Only the top layer traps Tab and answers Escape, so a failed-call
 * dialog over a login modal behaves as one would expect.
 */
const layers: object[] = [];

export const layerStack = {
  push(layer: object) {
    layers.push(layer);
  },
  remove(layer: object) {
    const index = layers.lastIndexOf(layer);
    if (index !== -1) layers.splice(index, 1);
  },
  isTop(layer: object) {
    return layers[layers.length - 1] === layer;
  },
};
