/// RSA and EC keys made for the sign-in tests only (`openssl genpkey`), never used anywhere else: a service-account
/// key in both PEM forms, its public key (for google-auth's verifier), and two keys the library must refuse.
public enum TestSigningKeys {
    /// RSA 2048, PKCS#8 (`BEGIN PRIVATE KEY`), as service-account key files hold it.
    public static let pkcs8 = """
        -----BEGIN PRIVATE KEY-----
        MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDM+R9A+mADwEoL
        XjJ9b26uPLcKKIAi4k3z30f+/8cyO1oJ2h51e6mklMx4X0QwMEsaR7VkgN2cmKLq
        Bjw2UBgPOWtiYkReJoklg5yWaTSLxsg/SXOAcJuD/BnKwsMcAxSWpg1HiPXOzNFi
        7pfhTbkaFGwp01nu/Gn5iMDhN6vC/c8ni+zFlhp+dIkq0sptEHz8SspuDO4L5/TX
        RdxJXaNLGe0PTSLezlsN1SAcS+0JVIaQUfyy+9jwVcbrNCq0n+8AphsxPQzMCe65
        zeGU4mjUOJgUYnZ221B8xpYsx1kCdf+6nF+Bhyhj5q0lXQKbw0xWs0ndHbVk5oHz
        gUYPT1QxAgMBAAECggEABEqXWDjSh5f5u0j/fWqdIoIitbbV9YtpMcwA1pQyiCXM
        kEk9rjYzfb65x/yV0ZZ2Davm3p60eEgmNqHm/J7q3TxVnoUx99cOgJ3dSoITkUIA
        d+BVtG1nH1L8LUES00RppKL/j/nyzFLm2ikZpL3UvF8lScjjG9XmcbMZxEolZMGT
        w94E+DtJTtPkXXAHfaj2y/BncLVnHDJK1vVunVMo+/u/eqA0SN9Sj0uFkLUfjfnf
        MsSK51v4D6PqUvh2I2v37YNmIlriWhJRtADjvCk5Navf5aLaH+gPw4ds2Kts05zu
        9LwzKLuYGZljJdD/2ImDT+Uc2lgIuZ4933BFp9T3owKBgQD8Q9GKsCd/8DYbDni4
        mR+gzWKRq91jYDazVrTKzwFBG6JppiP7FjTBu4KHM9ddRuX4CcJRAGGhUoy5V6AN
        nYsmUP7y/rPYQypCSMrpjqBTIO8ygPePAQmtT39kHxW0MgY9ZBfOvTbh3O23R3sE
        B79/T7kKmK7v7kX4nSVBj3J1+wKBgQDQAgyn7ZGw8SqGHhHEMiax9e1IIUZuVHyU
        M5dJRaOw3/FCv6kDdjT905EbgVseqFzDIeozzdQuskHPrGVRogXGJvG46e+iP8wu
        Yw6fZEf8a5t+7e9OKLW7NaOEgIlOkm0nIb5xNfvmZ6Ycusw/LrGH1/l97WqZDHjQ
        96B0WcKCwwKBgQDWxhLABkwK9APMs1x6pfu0l0iFh5KcigzoUTjptqZ1vUZgto/J
        tVVDYBa4b527j6I5tG1ZM37rr3GaVw0wqmIPRERbtBiAVmbDOmBvyvua6t5b3Eto
        2FRZ1uY54vFCkpiXagGPBa+VStilA1mry8Dxbnm3mNjP88hk674NfEjSQwKBgQC4
        35lwB25d3Xr2CPOxdQF/Whyy5yA6H006S0BDF2oNYnyD3uTQ9tbSYp+t2qKp9Om9
        ZP9LW70iY7yqX4cNrvuCyko9F26svhczg0cT04VHjDx/6+mthfE/msTil3tyIiJx
        jUQ+SsTAW48AKeYuocmX+xT8H2+G59bZo70wrDZ9EQKBgQDYkgTAHt420J1ycQHR
        FqN7VGG7mSh7OFY0Rp8j2+ScwbKjsheQSx4/SomkmNIoILck4H9HNOORGC5KCE9Y
        B8SHY3kYHEZQdshTUQR50qpKLEgCvVTWRfknDDf9/MlseQ5TIAtPmvnAxLLEG07h
        A41IFoOiao3jHugM53FH/w38Kg==
        -----END PRIVATE KEY-----
        """
    /// The same key as PKCS#1 (`BEGIN RSA PRIVATE KEY`).
    public static let pkcs1 = """
        -----BEGIN RSA PRIVATE KEY-----
        MIIEpQIBAAKCAQEAzPkfQPpgA8BKC14yfW9urjy3CiiAIuJN899H/v/HMjtaCdoe
        dXuppJTMeF9EMDBLGke1ZIDdnJii6gY8NlAYDzlrYmJEXiaJJYOclmk0i8bIP0lz
        gHCbg/wZysLDHAMUlqYNR4j1zszRYu6X4U25GhRsKdNZ7vxp+YjA4Terwv3PJ4vs
        xZYafnSJKtLKbRB8/ErKbgzuC+f010XcSV2jSxntD00i3s5bDdUgHEvtCVSGkFH8
        svvY8FXG6zQqtJ/vAKYbMT0MzAnuuc3hlOJo1DiYFGJ2dttQfMaWLMdZAnX/upxf
        gYcoY+atJV0Cm8NMVrNJ3R21ZOaB84FGD09UMQIDAQABAoIBAARKl1g40oeX+btI
        /31qnSKCIrW21fWLaTHMANaUMoglzJBJPa42M32+ucf8ldGWdg2r5t6etHhIJjah
        5vye6t08VZ6FMffXDoCd3UqCE5FCAHfgVbRtZx9S/C1BEtNEaaSi/4/58sxS5top
        GaS91LxfJUnI4xvV5nGzGcRKJWTBk8PeBPg7SU7T5F1wB32o9svwZ3C1ZxwyStb1
        bp1TKPv7v3qgNEjfUo9LhZC1H4353zLEiudb+A+j6lL4diNr9+2DZiJa4loSUbQA
        47wpOTWr3+Wi2h/oD8OHbNirbNOc7vS8Myi7mBmZYyXQ/9iJg0/lHNpYCLmePd9w
        RafU96MCgYEA/EPRirAnf/A2Gw54uJkfoM1ikavdY2A2s1a0ys8BQRuiaaYj+xY0
        wbuChzPXXUbl+AnCUQBhoVKMuVegDZ2LJlD+8v6z2EMqQkjK6Y6gUyDvMoD3jwEJ
        rU9/ZB8VtDIGPWQXzr024dztt0d7BAe/f0+5Cpiu7+5F+J0lQY9ydfsCgYEA0AIM
        p+2RsPEqhh4RxDImsfXtSCFGblR8lDOXSUWjsN/xQr+pA3Y0/dORG4FbHqhcwyHq
        M83ULrJBz6xlUaIFxibxuOnvoj/MLmMOn2RH/Gubfu3vTii1uzWjhICJTpJtJyG+
        cTX75memHLrMPy6xh9f5fe1qmQx40PegdFnCgsMCgYEA1sYSwAZMCvQDzLNceqX7
        tJdIhYeSnIoM6FE46bamdb1GYLaPybVVQ2AWuG+du4+iObRtWTN+669xmlcNMKpi
        D0REW7QYgFZmwzpgb8r7mureW9xLaNhUWdbmOeLxQpKYl2oBjwWvlUrYpQNZq8vA
        8W55t5jYz/PIZOu+DXxI0kMCgYEAuN+ZcAduXd169gjzsXUBf1ocsucgOh9NOktA
        QxdqDWJ8g97k0PbW0mKfrdqiqfTpvWT/S1u9ImO8ql+HDa77gspKPRdurL4XM4NH
        E9OFR4w8f+vprYXxP5rE4pd7ciIicY1EPkrEwFuPACnmLqHJl/sU/B9vhufW2aO9
        MKw2fRECgYEA2JIEwB7eNtCdcnEB0Raje1Rhu5koezhWNEafI9vknMGyo7IXkEse
        P0qJpJjSKCC3JOB/RzTjkRguSghPWAfEh2N5GBxGUHbIU1EEedKqSixIAr1U1kX5
        Jww3/fzJbHkOUyALT5r5wMSyxBtO4QONSBaDomqN4x7oDOdxR/8N/Co=
        -----END RSA PRIVATE KEY-----
        """
    /// The public key of ``pkcs8`` (SubjectPublicKeyInfo).
    public static let publicKey = """
        -----BEGIN PUBLIC KEY-----
        MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzPkfQPpgA8BKC14yfW9u
        rjy3CiiAIuJN899H/v/HMjtaCdoedXuppJTMeF9EMDBLGke1ZIDdnJii6gY8NlAY
        DzlrYmJEXiaJJYOclmk0i8bIP0lzgHCbg/wZysLDHAMUlqYNR4j1zszRYu6X4U25
        GhRsKdNZ7vxp+YjA4Terwv3PJ4vsxZYafnSJKtLKbRB8/ErKbgzuC+f010XcSV2j
        SxntD00i3s5bDdUgHEvtCVSGkFH8svvY8FXG6zQqtJ/vAKYbMT0MzAnuuc3hlOJo
        1DiYFGJ2dttQfMaWLMdZAnX/upxfgYcoY+atJV0Cm8NMVrNJ3R21ZOaB84FGD09U
        MQIDAQAB
        -----END PUBLIC KEY-----
        """
    /// RSA 1024: too short, refused.
    public static let short = """
        -----BEGIN PRIVATE KEY-----
        MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBAMxSxEr74tF8C4Od
        ay6euiA1lySRIyrCmjyf0DE1pRTqwXJdJzJEXS+08DPHs8iEh4gFEJw7WjZNwBX5
        iQTCu4YAQOQu+zkAiDNZyTuxfRuwhYzt8GhkfJAzTOaX20VeK03xzwSKrs6PgW6Q
        zNeneG3+LMzKohZy8ImDGwb/COmnAgMBAAECgYAsA/BxTs3P3u8EDVdXla323lSO
        9g0jWwSq5qqMz0eet+uwXUziUUPZ0RqlrPGX0qT3sk+fuFF4vUsR8M2JjwGiO6gT
        Cv7vaOK3cul29wAuYdDvcCChdDYaXXqJEDF1K2anmZIHQsvjHCE6oUZ3JVQZJq3h
        +kSJDPe2HvkUpVOgwQJBAPAkkMkYEBQL/tkloDAwZjFg2sgbVEXVxGBfcCeFyK+B
        btNOXUARf4x45/XJtyrRRdXynhRy3JrbtLe4EIWNOFcCQQDZ0LLwWbSM2Z6fcsvE
        MG7QkoWqrC2r/LxPTYVUsKJrW4T1WP/7iMiu4/4OR/zp+L8CM7cavXj95Iqw7VLW
        B0cxAkB4Rlgd3+dtovRpXeb1O8hzQsdRIh77Oy239xT9NoxlGrafLsiVpi3z9Tp4
        aCdNUrNfjLyQEVdcWF4TBiWAPlLRAkEAtaX9xMIa96f5SGJVGv2FPP4k6SwEPr1c
        UgqFWhagrUW6wV4CxUPSkT/kPQa+HmXq7awxVOSUxbBWFa0l+wZA0QJAfFXWTIHt
        Y/FdKockEju9BakFl+FOS67XCaU66OAWHXpwRlXRnqUeg2s3HlLCS0nVaLigAtdZ
        9FFkswkaAWm/Hw==
        -----END PRIVATE KEY-----
        """
    /// P-256: not RSA, refused.
    public static let ec = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgkyfxfZhOXoB8Ipsc
        GZ23FAkIJ9p252GHDPlS1y3sKLGhRANCAAQPCZ6VGoZ3lDWt0iA0HFEu/ssDMBlS
        tdQlVkfOuJLgjLBMlpJSDqRxAxe0ECRbCSeRN0aaVHy9vMSAMqvgTHd+
        -----END PRIVATE KEY-----
        """
}
