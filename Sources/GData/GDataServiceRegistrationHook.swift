// The load-time hook that hands this module's service registration to the core's class registry.
//
// The parser lives in GDataCore, below this module, and must pick the service classes without any registration by
// the caller. An entry in the executable's initializer table runs before `main` (the Swift analogue of the original
// library's `+load`) and installs `GDataServiceSchemaRegistration.registerAll` in `GDataClassRegistry`, which runs it
// once before its first look-up. Being in the initializer table also keeps this module's classes in programs whose
// linker drops code nothing calls (release builds dead-strip): a program that imports GData but only calls core API
// still gets the service classes when it parses. (`@section` and `@used` are Swift 6.3: the package's minimum.)

private func installServiceRegistration() {
    GDataClassRegistry.installServiceRegistration { GDataServiceSchemaRegistration.registerAll() }
}

#if canImport(Darwin)
@used @section("__DATA,__mod_init_func")
let gdataServiceRegistrationHook: @convention(c) () -> Void = { installServiceRegistration() }
#else
@used @section(".init_array")
let gdataServiceRegistrationHook: @convention(c) () -> Void = { installServiceRegistration() }
#endif
