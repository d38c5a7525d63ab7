// \0graphql-document-class
var TypedDocumentString = class extends String {
	__apiType;
	value;
	__meta__;
	constructor(value, __meta__) {
		super(value);
		this.value = value;
		this.__meta__ = __meta__;
	}
	toString() {
		return this.value;
	}
};
export { TypedDocumentString as t };
