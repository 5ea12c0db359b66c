declare const _default: import("@engagement-lint/core/pack").PackDescriptor;
export default _default;
